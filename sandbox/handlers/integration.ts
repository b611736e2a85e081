/** /integration/*: the staff review lists and status update, and the client's own integration. */
import { randomHex } from '../lib.ts'
import { toClientIntegration, toIntegration } from '../serialize.ts'
import type { IntegrationRecord } from '../store.ts'
import { fail, readJson, requireRole, requireString, type Role, type SandboxContext } from './context.ts'

const REVIEWERS: Role[] = ['admin', 'staff', 'reviewer']
const HOSTNAME_PATTERN = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i

function uuid(): string {
  return globalThis.crypto.randomUUID()
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
      const id = requireString(body, 'id')
      if (typeof body.is_valid !== 'boolean') fail(400, 'is_valid must be a boolean.')
      const integration = store.integrations.find((item) => item.id === id)
      if (!integration) fail(404, 'Integration not found.')
      integration.is_pending = false
      integration.is_valid = body.is_valid
      integration.updated_at = ctx.now()
      return response(200).json({
        data: toIntegration(store, integration),
        message: body.is_valid ? 'Integration approved successfully' : 'Integration rejected successfully',
      })
    }),

    http.get('/integration/my-integration', ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const mine = store.integrations.filter((item) => item.userId === user.id).sort(byAge).at(-1)
      return response(200).json({ data: mine ? toClientIntegration(store, mine) : null })
    }),

    http.post('/integration/create', async ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const hostname = requireString(await readJson(request), 'hostname', 'Website')
      if (!HOSTNAME_PATTERN.test(hostname)) fail(400, 'Enter a valid website address, e.g. shop.example.com.')
      const current = store.integrations.find((item) => item.userId === user.id && (item.is_pending || item.is_valid))
      if (current) fail(400, current.is_pending ? 'Your integration is already waiting for review.' : 'Your website is already integrated.')
      const now = ctx.now()
      const integration: IntegrationRecord = {
        id: uuid(),
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
