/** The overview figures (`/dashboard/*`, designed here): the merchant's and the admin's, for a period of `days`. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import { api } from './client'
import { settle } from './apiError'

type S = components['schemas']
export type ClientOverview = S['ClientOverview']
export type AdminOverview = S['AdminOverview']

export const OVERVIEW_LOAD_FAILED = 'Failed to load the overview'

export async function fetchClientOverview(days: number, signal?: AbortSignal): Promise<ClientOverview> {
  return (await settle(api.GET('/dashboard/client-overview', { params: { query: { days } }, signal }), OVERVIEW_LOAD_FAILED)).data
}

export async function fetchAdminOverview(days: number, signal?: AbortSignal): Promise<AdminOverview> {
  return (await settle(api.GET('/dashboard/admin-overview', { params: { query: { days } }, signal }), OVERVIEW_LOAD_FAILED)).data
}

/** Every overview query starts with this key. */
export const DASHBOARD_KEY = ['dashboard'] as const

export const clientOverviewQuery = (days: number) =>
  queryOptions({ queryKey: [...DASHBOARD_KEY, 'client-overview', { days }], queryFn: ({ signal }) => fetchClientOverview(days, signal), placeholderData: keepPreviousData })

export const adminOverviewQuery = (days: number) =>
  queryOptions({ queryKey: [...DASHBOARD_KEY, 'admin-overview', { days }], queryFn: ({ signal }) => fetchAdminOverview(days, signal), placeholderData: keepPreviousData })
