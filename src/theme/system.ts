import { createSystem, defaultBaseConfig } from '@chakra-ui/react'
import { brandConfig, themeConfig } from './themeConfig'

export { brandConfig, PALETTES, themeConfig, type Palette } from './themeConfig'

/** The public pages' Chakra system (the dashboard's extends it: dashboardSystem.ts). */
export const system = createSystem(defaultBaseConfig, themeConfig, brandConfig)
