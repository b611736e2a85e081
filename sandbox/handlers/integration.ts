/** /integration/*: the staff review lists and status update, and the client's own integration. */
import { toClientIntegration, toIntegration } from '../serialize.ts'
import { randomHex } from '../lib.ts'
import { parseWebsite } from '../../src/domain/hostname.ts'
import { rejectionReasonError, rejectionReasonToSend } from '../../src/domain/rejectionReason.ts'
import type { IntegrationRecord } from '../store.ts'
import { fail, readJson, requireRole, type Role, type SandboxContext } from './context.ts'

const REVIEWERS: Role[] = ['admin', 'staff', 'reviewer']

/**
 * The bare hostname of what a client typed (`shop.example.com`, or a pasted
 * `https://shop.example.com/`), else a 400 naming the problem: the screen's own rule, so the
 * form and the server always agree.
 */
function bareHostname(input: unknown): string {
  const { hostname, error } = parseWebsite(input)
  if (hostname === null) fail(400, error)
  return hostname
}

/** The optional reason of a rejection, trimmed (blank: none); a 400 when it is not text, too long, or given with an approval. */
function rejectionReason(input: unknown, isValid: boolean): string | null {
  if (input === undefined || input === null) return null
  if (typeof input !== 'string') fail(400, 'reason must be a string.')
  const reason = rejectionReasonToSend(input)
  if (reason === undefined) return null
  if (isValid) fail(400, 'A reason is only given with a rejection.')
  const error = rejectionReasonError(reason)
  if (error) fail(400, error)
  return reason
}

export function integrationHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  const byAge = (a: IntegrationRecord, b: IntegrationRecord) => a.created_at - b.created_at
  return [
    http.get('/integration/get_integration_status', ({ request, response }) => {
      requireRole(ctx, request, REVIEWERS)
      const pending = store.integrations.filter((item) => item.is_pending).sort(byAge)
      return response(200).json({ data: pending.map((item) => toIntegration(store, item)) })
    }),

    http.get('/integration/get_valid_integrations', ({ request, response }) => {
      requireRole(ctx, request, REVIEWERS)
      const valid = store.integrations.filter((item) => !item.is_pending && item.is_valid).sort(byAge)
      return response(200).json({ data: valid.map((item) => toIntegration(store, item)) })
    }),

    http.patch('/integration/update_integration_status', async ({ request, response }) => {
      requireRole(ctx, request, REVIEWERS)
      const body = await readJson(request)
      if (typeof body.id !== 'string' || !body.id.trim()) fail(400, 'id is required.')
      if (typeof body.is_valid !== 'boolean') fail(400, 'is_valid must be a boolean.')
      const reason = rejectionReason(body.reason, body.is_valid)
      const integration = store.integrations.find((item) => item.id === body.id)
      if (!integration) fail(404, 'Integration not found.')
      if (!integration.is_pending) fail(400, `This integration has already been ${integration.is_valid ? 'approved' : 'rejected'}.`)
      integration.is_pending = false
      integration.is_valid = body.is_valid
      integration.rejection_reason = reason
      integration.updated_at = ctx.now()
      return response(200).json({
        data: toIntegration(store, integration),
        message: body.is_valid ? 'Integration approved successfully' : 'Integration rejected successfully',
      })
    }),

    http.get('/integration/my-integration', ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const mine = store.integrations.filter((item) => item.userId === user.id).sort(byAge).at(-1)
      const data = mine ? toClientIntegration(store, mine) : null
      return response(200).json({ status: data?.status ?? 'none', data })
    }),

    http.post('/integration/create', async ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const hostname = bareHostname((await readJson(request)).hostname)
      const current = store.integrations.find((item) => item.userId === user.id && (item.is_pending || item.is_valid))
      if (current) fail(400, current.is_pending ? 'Your integration is already waiting for review.' : 'Your website is already integrated.')
      const now = ctx.now()
      const integration: IntegrationRecord = {
        id: globalThis.crypto.randomUUID(),
        userId: user.id,
        hostname,
        is_pending: true,
        is_valid: false,
        api_key: `pk_sandbox_${randomHex(32)}`,
        created_at: now,
        updated_at: now,
      }
      store.integrations.push(integration)
      return response(201).json({ data: toClientIntegration(store, integration), message: 'Integration submitted for review.' })
    }),
  ]
}
