// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PALETTES, system } from '../../src/theme/system'
import { dashboardSystem } from '../../src/theme/dashboardSystem'

/** The recipes each Chakra export needs; layout primitives and functions need none. */
const RECIPES: Record<string, string[]> = {
  Alert: ['alert'],
  Badge: ['badge'],
  Button: ['button'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Code: ['code'],
  Collapsible: ['collapsible'],
  Combobox: ['combobox'],
  DataList: ['dataList'],
  EmptyState: ['emptyState'],
  Separator: ['separator'],
  Stat: ['stat'],
  Switch: ['switch'],
  Table: ['table'],
  Tabs: ['tabs'],
  Textarea: ['textarea'],
  Tooltip: ['tooltip'],
  Container: ['container'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  IconButton: ['button'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  NativeSelect: ['nativeSelect'],
  Progress: ['progress'],
  RadioCard: ['radioCard', 'radiomark'],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Toast: ['toast'],
}
const NO_RECIPE = new Set(['Box', 'ButtonGroup', 'ChakraProvider', 'LocaleProvider', 'VStack', 'Grid', 'GridItem', 'Wrap', 'Center', 'Spacer', 'VisuallyHidden', 'chakra', 'Flex', 'HStack', 'Image', 'Portal', 'SimpleGrid', 'Stack', 'Text', 'Toaster', 'createListCollection', 'createSystem', 'createToaster', 'defaultBaseConfig', 'defineConfig'])

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []))
}

/**
 * Rendered under the app's system (first loads: landing, login, checkout, onboarding, the shell's own
 * chrome); every other component area and every screen inside the signed-in layout renders under
 * the dashboard system, which the layout provides.
 */
const APP_SYSTEM_AREAS = ['src/components/common/', 'src/components/checkout/', 'src/components/auth/', 'src/components/landing/', 'src/components/onboarding/', 'src/components/shell/']
const underAppSystem = (file: string) => APP_SYSTEM_AREAS.some((area) => file.startsWith(area)) || (file.startsWith('src/routes/') && !file.startsWith('src/routes/_app/_shell/'))

function chakraImports(filter: (file: string) => boolean = () => true): Set<string> {
  const names = new Set<string>()
  for (const file of sources('src').filter(filter)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const raw of match[1]!.split(',')) {
        const name = raw.trim().split(/\s+as\s+/)[0]!.trim()
        if (name && !name.startsWith('type ')) names.add(name)
      }
    }
  }
  return names
}

describe('theme system: only the recipes the app renders', () => {
  it('knows every Chakra export the app imports (a new one must be added here and, if it has a recipe, to the system)', () => {
    const unknown = [...chakraImports()].filter((name) => !(name in RECIPES) && !NO_RECIPE.has(name))
    expect(unknown).toEqual([])
  })

  it('has the recipe of every component rendered under the app system', () => {
    const missing = [...chakraImports(underAppSystem)].flatMap((name) => (RECIPES[name] ?? []).filter((key) => !system.hasRecipe(key)).map((key) => `${name}: ${key}`))
    expect(missing).toEqual([])
  })

  it('has the recipe of every component in the dashboard system (a superset)', () => {
    const missing = [...chakraImports()].flatMap((name) => (RECIPES[name] ?? []).filter((key) => !dashboardSystem.hasRecipe(key)).map((key) => `${name}: ${key}`))
    expect(missing).toEqual([])
  })

  it('keeps the dashboard recipes off the first load', () => {
    expect(system.hasRecipe('table')).toBe(false)
    expect(system.hasRecipe('emptyState')).toBe(false)
    expect(dashboardSystem.hasRecipe('table')).toBe(true)
    expect(system.hasRecipe('datePicker')).toBe(false)
  })

  it('keeps the brand palette', () => {
    expect(system.token('colors.brand.600')).toBe('#2552eb')
  })

  it('defines every colour palette the app names, and none of the others', () => {
    const chakraPalettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink', 'brand']
    const named = new Set<string>()
    for (const file of sources('src').filter((file) => !file.startsWith('src/theme/'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"](\w+)['"]/g)) if (chakraPalettes.includes(match[1]!)) named.add(match[1]!)
    }
    expect([...named].sort()).toEqual([...PALETTES, 'brand'].sort())
    for (const palette of [...PALETTES, 'brand']) {
      for (const app of [system, dashboardSystem]) expect(app.token.var(`colors.${palette}.solid`), palette).toMatch(/^var\(--chakra-colors-/)
    }
    expect(system.token('colors.teal.500')).toBeUndefined()
  })
})
