import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

/** One brand palette, defined once; components use it through colorPalette="brand". */
const brandConfig = defineConfig({
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
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
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

export const system = createSystem(defaultConfig, brandConfig)
