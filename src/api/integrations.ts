/** The integration calls of the contract (SPEC §7; my-integration and create designed here), on the session client, and their queries. */
import { queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import { api } from './client'
import { ApiError, settle } from './apiError'
import { REFRESH_INTERVAL_MS } from './queryClient'
import { INTEGRATE_FAILED_MESSAGE, REVIEW_FAILED_MESSAGE } from '../domain/integration'

type S = components['schemas']

/** SPEC §8 load and update failures (the fallbacks when the server sends no message). */
export const INTEGRATION_ERRORS = {
  pending: 'Failed to fetch pending integrations',
  valid: 'Failed to fetch valid integrations',
  update: REVIEW_FAILED_MESSAGE,
  mine: 'Failed to load your integration',
  create: INTEGRATE_FAILED_MESSAGE,
} as const

/** A list read whose body lacks its list is a failed read, not an empty table. */
function listOf(body: S['IntegrationList'], fallback: string): S['Integration'][] {
  if (!Array.isArray(body?.data)) throw new ApiError(fallback)
  return body.data
}

export const fetchMyIntegration = (signal?: AbortSignal): Promise<S['MyIntegrationEnvelope']> =>
  settle(api.GET('/integration/my-integration', { signal }), INTEGRATION_ERRORS.mine, signal)

export const createIntegration = (hostname: string, signal?: AbortSignal): Promise<S['MyIntegrationCreated']> =>
  settle(api.POST('/integration/create', { body: { hostname }, signal }), INTEGRATION_ERRORS.create, signal)

export const listPendingIntegrations = async (signal?: AbortSignal): Promise<S['Integration'][]> =>
  listOf(await settle(api.GET('/integration/get_integration_status', { signal }), INTEGRATION_ERRORS.pending, signal), INTEGRATION_ERRORS.pending)

export const updateIntegrationStatus = (body: S['IntegrationStatusUpdate'], signal?: AbortSignal): Promise<S['IntegrationUpdateResponse']> =>
  settle(api.PATCH('/integration/update_integration_status', { body, signal }), INTEGRATION_ERRORS.update, signal)

export const listValidIntegrations = async (signal?: AbortSignal): Promise<S['Integration'][]> =>
  listOf(await settle(api.GET('/integration/get_valid_integrations', { signal }), INTEGRATION_ERRORS.valid, signal), INTEGRATION_ERRORS.valid)

export const integrationKeys = {
  all: ['integrations'] as const,
  mine: ['integrations', 'mine'] as const,
  pending: ['integrations', 'pending'] as const,
  valid: ['integrations', 'valid'] as const,
}

/** The client's own integration; re-read every 30 s while it waits for review, so the key appears once approved. */
export const myIntegrationQuery = () =>
  queryOptions({
    queryKey: integrationKeys.mine,
    queryFn: ({ signal }) => fetchMyIntegration(signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? REFRESH_INTERVAL_MS.pendingIntegrations : false),
  })

/** SPEC §9: the review list refreshes every 30 s, and at once when the tab comes back (fresh or not). */
export const pendingIntegrationsQuery = () =>
  queryOptions({
    queryKey: integrationKeys.pending,
    queryFn: ({ signal }) => listPendingIntegrations(signal),
    refetchInterval: REFRESH_INTERVAL_MS.pendingIntegrations,
    refetchOnWindowFocus: 'always',
  })

/** SPEC §9: the validated list refreshes every 60 s, and at once when the tab comes back (fresh or not). */
export const validIntegrationsQuery = () =>
  queryOptions({
    queryKey: integrationKeys.valid,
    queryFn: ({ signal }) => listValidIntegrations(signal),
    refetchInterval: REFRESH_INTERVAL_MS.validIntegrations,
    refetchOnWindowFocus: 'always',
  })
