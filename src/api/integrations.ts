/** The integration calls of the contract (SPEC §7; my-integration and create designed here) and their queries. */
import { queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import { api, type Api } from './client'
import { ApiError, unwrap } from './apiError'
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

export function integrationCalls(client: Api) {
  return {
    myIntegration: async (signal?: AbortSignal): Promise<S['MyIntegrationEnvelope']> =>
      unwrap(await client.GET('/integration/my-integration', { signal }), INTEGRATION_ERRORS.mine),

    create: async (hostname: string, signal?: AbortSignal): Promise<S['MyIntegrationCreated']> =>
      unwrap(await client.POST('/integration/create', { body: { hostname }, signal }), INTEGRATION_ERRORS.create),

    pending: async (signal?: AbortSignal): Promise<S['Integration'][]> =>
      listOf(unwrap(await client.GET('/integration/get_integration_status', { signal }), INTEGRATION_ERRORS.pending), INTEGRATION_ERRORS.pending),

    updateStatus: async (body: S['IntegrationStatusUpdate'], signal?: AbortSignal): Promise<S['IntegrationUpdateResponse']> =>
      unwrap(await client.PATCH('/integration/update_integration_status', { body, signal }), INTEGRATION_ERRORS.update),

    valid: async (signal?: AbortSignal): Promise<S['Integration'][]> =>
      listOf(unwrap(await client.GET('/integration/get_valid_integrations', { signal }), INTEGRATION_ERRORS.valid), INTEGRATION_ERRORS.valid),
  }
}

export type IntegrationCalls = ReturnType<typeof integrationCalls>

/** The integration calls on the session client (refresh-retry included). */
export const integrations = integrationCalls(api)

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
    queryFn: ({ signal }) => integrations.myIntegration(signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? REFRESH_INTERVAL_MS.pendingIntegrations : false),
  })

/** SPEC §9: the review list refreshes every 30 s, and at once when the tab comes back (fresh or not). */
export const pendingIntegrationsQuery = () =>
  queryOptions({
    queryKey: integrationKeys.pending,
    queryFn: ({ signal }) => integrations.pending(signal),
    refetchInterval: REFRESH_INTERVAL_MS.pendingIntegrations,
    refetchOnWindowFocus: 'always',
  })

/** SPEC §9: the validated list refreshes every 60 s, and at once when the tab comes back (fresh or not). */
export const validIntegrationsQuery = () =>
  queryOptions({
    queryKey: integrationKeys.valid,
    queryFn: ({ signal }) => integrations.valid(signal),
    refetchInterval: REFRESH_INTERVAL_MS.validIntegrations,
    refetchOnWindowFocus: 'always',
  })
