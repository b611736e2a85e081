/** /integration/*: the staff review lists and status update, and the client's own integration. */
import { toClientIntegration, toIntegration } from '../serialize.ts'
import { randomHex } from '../lib.ts'
import type { IntegrationRecord } from '../store.ts'
import { fail, readJson, requireRole, type Role, type SandboxContext } from './context.ts'

const REVIEWERS: Role[] = ['admin', 'staff', 'reviewer']
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

/**
 * The bare hostname of what a client typed: `shop.example.com`, or a pasted
 * `https://shop.example.com/`. Anything else (another scheme, user-info, a port, a path,
 * spaces, an IP address, a single label) is a 400 naming the problem.
 */
export function bareHostname(input: unknown): string {
  if (typeof input !== 'string' || !input.trim()) fail(400, 'Website is required.')
  const value = input.trim()
  if (/\s/.test(value)) fail(400, 'The hostname must not contain spaces.')
  const host = value.replace(/^https:\/\//i, '')
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(host) || /^(?:javascript|data|vbscript|file|mailto|blob):/i.test(host)) {
    fail(400, 'Only an https:// address can be integrated: enter the hostname, e.g. shop.example.com.')
  }
  if (host.includes('@')) fail(400, 'The hostname must not contain a user name or password.')
  const withoutSlash = host.replace(/\/$/, '')
  if (/[/?#\\]/.test(withoutSlash)) fail(400, 'Enter the hostname only, without a path, query or fragment (e.g. shop.example.com).')
  if (withoutSlash.includes(':')) fail(400, 'The hostname must not contain a port.')
  const bare = withoutSlash.toLowerCase()
  let parsed = ''
  try {
    parsed = new URL(`https://${bare}`).hostname
  } catch {
    // not a hostname at all
  }
  const labels = bare.split('.')
  if (parsed !== bare || bare.length > 253 || labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !TOP_LEVEL.test(labels.at(-1) ?? '')) {
    fail(400, 'Enter a valid hostname, e.g. shop.example.com.')
  }
  return bare
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
      const integration = store.integrations.find((item) => item.id === body.id)
      if (!integration) fail(404, 'Integration not found.')
      if (!integration.is_pending) fail(400, `This integration has already been ${integration.is_valid ? 'approved' : 'rejected'}.`)
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
