/**
 * The product's theme, the one source of its design tokens: Chakra's default tokens, semantic tokens, text and
 * layer styles with only the palettes the app names, the recipes the public pages render, and the brand. Plain
 * objects, no Chakra runtime: the Chakra systems (system.ts, dashboardSystem.ts) and the checkout's build-time
 * stylesheet (panda.config.ts) both read them, so every page wears the same brand, focus rings and colour modes.
 */
import type { SystemConfig } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

/** Chakra's colour palettes the app names (status badges and panels, alerts, toasts, the gray of every surface). */
export const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue'] as const

/** A palette a component may be given: one of Chakra's above, or the brand's. */
export type Palette = (typeof PALETTES)[number] | 'brand'

const CHAKRA_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink']
const UNUSED_PALETTES = new Set(CHAKRA_PALETTES.filter((palette) => !(PALETTES as readonly string[]).includes(palette)))

/** Colour tokens without the palettes nobody names: each costs its tokens, semantic tokens and colorPalette views at every start. */
function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T
}

/**
 * Chakra's default theme with only the recipes the app renders: `defaultConfig` carries every
 * component's styles (~18 KB gzip more on the first load). A component whose recipe is missing here
 * renders unstyled, so tests/theme/system.test.ts checks the recipe of each one the app imports.
 */
export const themeConfig = {
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      // The method chooser's cards: a focus ring outside the border (see FOCUS_RING below).
      radioCard: { ...radioCardSlotRecipe, base: { ...radioCardSlotRecipe.base, item: { ...radioCardSlotRecipe.base?.item, focusVisibleRing: 'outside' } } },
      toast: toastSlotRecipe,
    },
  },
} satisfies SystemConfig

/** The focus indicator: brand blue at 6:1 on the page and panel backgrounds, in both colour modes. */
const FOCUS_RING = { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } }

/**
 * Chakra gives each palette its own focus ring colour (gray's is gray.400, 2.6:1 on white) and draws a text
 * field's ring 1 px wide: every palette's ring is the brand's here, 2 px wide everywhere, and the method
 * chooser's cards, which had no ring at all (focused and checked looked the same), get one outside their border.
 * WCAG 2.2 2.4.7 and 1.4.11: tests/e2e/accessibility.e2e.ts measures it on the checkout.
 */
/** One brand palette, defined once; components use it through colorPalette="brand". */
export const brandConfig = {
  globalCss: {
    '.money, [data-money]': { fontVariantNumeric: 'tabular-nums' },
    '*': { '--focus-ring-width': '2px' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#dbe6fe' },
          200: { value: '#bfd3fe' },
          300: { value: '#93b4fd' },
          400: { value: '#6090fa' },
          500: { value: '#3b6ef6' },
          600: { value: '#2552eb' },
          700: { value: '#1d3fd8' },
          800: { value: '#1e35af' },
          900: { value: '#1e328a' },
          950: { value: '#172154' },
        },
      },
    },
    semanticTokens: {
      colors: {
        ...Object.fromEntries(PALETTES.map((palette) => [palette, { focusRing: FOCUS_RING }])),
        focusRing: FOCUS_RING,
        brand: {
          // White on brand.500 is 4.4:1, under WCAG AA's 4.5: dark mode keeps brand.600 (5.6:1).
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: FOCUS_RING,
        },
      },
    },
  },
} satisfies SystemConfig

