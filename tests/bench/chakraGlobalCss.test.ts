// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { systemGlobalCss, withoutRuntimeGlobalCss } from '../../scripts/chakraGlobalCss'
import { system } from '../../src/theme/system'

const chakraSystemModule = () => readFileSync(createRequire(import.meta.url).resolve('@chakra-ui/react').replace(/dist\/.*$/, 'dist/esm/styled-system/system.js'), 'utf8')

describe('Chakra global CSS built once', () => {
  it('takes the global CSS out of the installed createSystem, and fails loudly when Chakra changes that line', () => {
    const patched = withoutRuntimeGlobalCss(chakraSystemModule())
    expect(patched).toContain('const _global = [];')
    expect(patched).not.toContain('getTokenCss()];')
    expect(() => withoutRuntimeGlobalCss('const _global = computeIt();')).toThrow(/no longer reads/)
  })

  it('writes the layer order, preflight, global CSS and every token variable in both colour modes', () => {
    const css = systemGlobalCss(system)
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true)
    expect(css).toMatch(/@layer reset\{/)
    expect(css).toContain('--chakra-colors-brand-600:#2552eb')
    expect(css).toContain('.money,[data-money]{font-variant-numeric:tabular-nums;}')
    // The brand's focus ring differs by mode: both values are there, the dark one under the .dark condition.
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-focus-ring:var\(--chakra-colors-brand-400\)/)
    expect(css).toContain('--chakra-colors-focus-ring:var(--chakra-colors-brand-600)')
    expect(css).not.toContain('--chakra-colors-teal')
  })
})
