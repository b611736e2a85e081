import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  collapsibleSlotRecipe,
  dataListSlotRecipe,
  emptyStateSlotRecipe,
  separatorRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme'
import { brandConfig, themeConfig } from './system'

/**
 * The signed-in screens' system: the app's system plus the recipes only they render (tables, stats,
 * empty states...). It is provided by the signed-in layout, whose chunk the checkout and the login
 * never load, so these recipes never reach their first load. tests/theme/system.test.ts checks
 * that every component has its recipe in the system that renders it.
 */
const dashboardConfig = defineConfig({
  theme: {
    recipes: {
      separator: separatorRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
})

export const dashboardSystem = createSystem(defaultBaseConfig, themeConfig, brandConfig, dashboardConfig)
