import { defineConfig, type Preset } from '@pandacss/dev'
import chakraPanda from '@chakra-ui/panda-preset'
import { defaultBaseConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react'
import { brandConfig, themeConfig } from './src/theme/themeConfig'

/** Chakra system configs, merged as createSystem merges them, as a Panda preset: the same tokens, recipes and global styles. */
function fromChakra(name: string, ...configs: SystemConfig[]): Preset {
  const { theme = {}, globalCss } = mergeConfigs(...configs)
  // Panda's base preset has a `container` pattern of its own; the checkout renders neither.
  const { container: _container, ...recipes } = theme.recipes ?? {}
  return { name, theme: { ...theme, recipes } as Preset['theme'], globalCss: globalCss as Preset['globalCss'] }
}

/**
 * The checkout's and the login's styles, generated at build time (no CSS-in-JS at run time) from the product's one theme
 * (src/theme/themeConfig.ts): the tokens, semantic tokens, recipes and global styles the Chakra systems read, with
 * Chakra's own conditions (`_dark`, `_hover`, `_checked`...) and the utilities Chakra adds (`focusVisibleRing`...,
 * from @chakra-ui/panda-preset). The CSS variables keep Chakra's names (`--chakra-*`), so the page shells and both
 * colour modes (the `dark` class public/color-mode.js sets) work the same on every page.
 */
export default defineConfig({
  preflight: true,
  presets: [fromChakra('paygrid-theme', themeConfig, brandConfig)],
  // Over Panda's namesakes (its `_hover` has no media query, its focus ring another colour).
  conditions: { extend: defaultBaseConfig.conditions as Record<string, string> },
  utilities: {
    extend: {
      ...chakraPanda.utilities?.extend,
      // Chakra's transitions, not Panda's: Panda's `common` eases outline-color too, so a focus ring would fade in
      // from the text colour (white on a solid button) instead of showing at once.
      transitionProperty: { ...defaultBaseConfig.utilities?.transitionProperty, transform: (value: string) => ({ transitionProperty: value }) },
    },
  },
  prefix: { cssVar: 'chakra', className: '' },
  cssVarRoot: ':where(:root, :host)',
  include: ['src/checkout/**/*.{ts,tsx}', 'src/components/checkout/**/*.{ts,tsx}', 'src/login/**/*.{ts,tsx}', 'src/components/login/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  minify: true,
  // Its token check does not know the bare colour names of Chakra's shadows (`{black/64}`), which both resolve alike.
  logLevel: 'error',
})
