import { createContext, useContext } from 'react'

/**
 * What a list's toolbar does once its filter form's values were applied (not refused): on a phone the open panel
 * pushed the results off screen, so the toolbar closes it and moves to the results (issue 35 §10). Provided by
 * `ListToolbar` around its panel; a `FilterForm` outside a toolbar applies as before.
 */
export const FiltersAppliedContext = createContext<(() => void) | null>(null)

export const useFiltersApplied = () => useContext(FiltersAppliedContext)

/** Marks the list's results (its table) so the toolbar can move to them. */
export const LIST_RESULTS = { 'data-list-results': '' } as const

/** Below Chakra's `md` breakpoint (48rem): a phone, where the panel and the results do not fit on one screen. */
export const isPhoneWidth = () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 47.98em)').matches
