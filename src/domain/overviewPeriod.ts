/**
 * The overview's period (designed here): the contract's `days` (default 30), offered as 7, 30 or 90
 * days in the URL's `days` search param, read like every list's params (listSearch.ts).
 */
import { listSearchSchema } from './listSearch'

export const OVERVIEW_PERIODS = [7, 30, 90] as const

export type OverviewDays = (typeof OVERVIEW_PERIODS)[number]

/** The contract's default period. */
export const DEFAULT_OVERVIEW_DAYS: OverviewDays = 30

/** `?days=7` (the router hands numbers over parsed) or `"7"`; undefined for anything not offered. */
export function searchOverviewDays(value: unknown): OverviewDays | undefined {
  const days = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return OVERVIEW_PERIODS.find((period) => period === days)
}

export interface OverviewSearch {
  days?: OverviewDays
}

/** The route's validateSearch: a period not offered falls back to the default one. */
export const overviewSearch = listSearchSchema<OverviewSearch>({ days: searchOverviewDays })

/** The URL carries the period only when it is not the default one. */
export function overviewDaysParam(days: OverviewDays): OverviewDays | undefined {
  return days === DEFAULT_OVERVIEW_DAYS ? undefined : days
}

export const periodLabel = (days: number) => `Last ${days} days`
