import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
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

/**
 * Chakra's default theme with only the recipes the app renders: `defaultConfig` carries every
 * component's styles (~18 KB gzip more on the first load). A component whose recipe is missing here
 * renders unstyled, so tests/theme/system.test.ts checks the recipe of each one the app imports.
 */
export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
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
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

/** One brand palette, defined once; components use it through colorPalette="brand". */
export const brandConfig = defineConfig({
  globalCss: {
    '.money, [data-money]': { fontVariantNumeric: 'tabular-nums' },
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
        brand: {
          // White on brand.500 is 4.4:1, under WCAG AA's 4.5: dark mode keeps brand.600 (5.6:1).
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
})

export const system = createSystem(defaultBaseConfig, themeConfig, brandConfig)
