/**
 * Scenario links for QA and demos (issue 13): `GET __sandbox/scenario/<name>?to=<app path>`
 * puts the sandbox into the state a machine path needs, then redirects (302) to `to`, a
 * same-origin path (else 400); without `to`, to the scenario's own page. `POST` does the
 * same (`to` in the query or the body; without one it answers JSON). `stale-record` needs
 * the browser: its GET serves a page whose script writes the stale record, then goes on.
 */
import { http as mswHttp, HttpResponse } from 'msw'
import { PENDING_TRANSACTION_PREFIX, PENDING_TRANSACTION_TTL_MS, type PendingTransaction } from '../../src/machines/checkout/pendingTransactionStore.ts'
import { addMonths } from '../lib.ts'
import { applyHostileScenario } from '../hostile.ts'
import { DEMO_LINK_IDS } from '../seed.ts'
import type { PaymentLinkRecord } from '../store.ts'
import { createTransaction, creationResult } from './checkout.ts'
import { controlPath, fail, readOptionalJson, type SandboxContext } from './context.ts'
import { escapeHtml, htmlPage } from './html.ts'

/** How much older than the checkout's record lifetime the stale record is written. */
const STALE_MARGIN_MS = 5 * 60 * 1000
export const EXPIRING_LINK_ID = 'scenario-expiring'
const TASK_FAILURE = 'Payment provider declined the transaction.'

interface StaleRecord {
  key: string
  record: PendingTransaction
  ageMs: number
  transaction_id: string
  payment_link_id: string
}

interface Scenario {
  description: string
  /** Where the browser goes when the link names no `to`. */
  defaultTo: (ctx: SandboxContext) => string
  /** Applies the state; may return details for the JSON answer. */
  apply: (ctx: SandboxContext, request: Request) => Record<string, unknown> | void
}

/** Adds (or renews) the merchant's link that the `link-expires-while-paying` scenario expires. */
function expiringLink(ctx: SandboxContext): PaymentLinkRecord {
  const now = ctx.now()
  const existing = ctx.store.paymentLinks.find((link) => link.id === EXPIRING_LINK_ID)
  const link: PaymentLinkRecord = existing ?? {
    id: EXPIRING_LINK_ID,
    ownerId: 'usr_merchant',
    name: 'Expires while paying',
    description: 'Scenario link: it expires right after the payment starts.',
    amount: 4200,
    currency: 'USD',
    payment_method: 'card/crypto',
    products: [],
    created_at: now,
    updated_at: now,
    expire_at: addMonths(now, 1),
    expiredOverride: null,
  }
  Object.assign(link, { expiredOverride: null, expire_at: addMonths(now, 1), updated_at: now })
  if (!existing) ctx.store.paymentLinks.push(link)
  return link
}

/** A PENDING crypto transaction on demo-crypto and the record a browser would have stored for it, 2 h 5 min ago. */
function staleRecord(ctx: SandboxContext, request: Request): StaleRecord {
  const link = ctx.store.paymentLinks.find((item) => item.id === DEMO_LINK_IDS[0])
  if (!link) fail(404, 'Payment link not found.')
  const billing = { email: 'stale.record@example.com', first_name: 'Stale', last_name: 'Record', phone: '+1 555 0142' }
  const tx = createTransaction(ctx, { ownerId: link.ownerId, gross: link.amount, currency: link.currency, method: 'crypto', billing, linkId: link.id })
  const result = creationResult(ctx, tx, ctx.origin(request))
  const ageMs = PENDING_TRANSACTION_TTL_MS + STALE_MARGIN_MS
  return {
    key: `${PENDING_TRANSACTION_PREFIX}${tx.id}`,
    record: {
      transaction_id: tx.id,
      address: result.address,
      qrcode_url: result.qrcode_url,
      status: 'PENDING',
      payment_amt: result.payment_amt,
      payment_method: 'crypto',
      payment_link_id: link.id,
      timestamp: ctx.now() - ageMs,
    },
    ageMs,
    transaction_id: tx.id,
    payment_link_id: link.id,
  }
}

export const SCENARIOS: Record<string, Scenario> = {
  'task-fails': {
    description: 'The next creation task (payment or subscription) fails.',
    defaultTo: () => '/payment-link?id=demo-both',
    apply: ({ store }) => {
      store.failNextTask = TASK_FAILURE
    },
  },
  'crypto-fails-after-2-polls': {
    description: 'The next crypto transaction reports FAILED on its third status check.',
    defaultTo: () => '/payment-link?id=demo-crypto',
    apply: ({ store }) => {
      store.failNextCrypto = { failOnCheck: 3 }
    },
  },
  'link-expires-while-paying': {
    description: `The link used by the next payment expires right after its task is created (the task then fails). Default link: ${EXPIRING_LINK_ID}.`,
    defaultTo: () => `/payment-link?id=${EXPIRING_LINK_ID}`,
    apply: (ctx) => {
      expiringLink(ctx)
      ctx.store.expireLinkOnNextCreation = true
    },
  },
  'stale-record': {
    description: 'A pending crypto transaction of demo-crypto whose locally stored record is older than 2 hours.',
    defaultTo: () => '/payment-link?id=demo-crypto',
    apply: (ctx, request) => {
      const stale = staleRecord(ctx, request)
      return { ...stale, to: `/payment-link?id=${stale.payment_link_id}&transaction_id=${stale.transaction_id}` }
    },
  },
  hostile: {
    description: 'Every user-controlled string the screens render carries the XSS corpus (sandbox/hostile.ts); logins unchanged.',
    defaultTo: () => '/dashboard',
    apply: ({ store, now }) => {
      applyHostileScenario(store, now())
    },
  },
  reset: {
    description: 'Restores the seeds (every session ends).',
    defaultTo: () => '/',
    apply: ({ store }) => {
      store.reset()
    },
  },
}

/** A same-origin app path (`/...`), or a 400. */
export function safeAppPath(value: unknown): string {
  const hasControl = typeof value === 'string' && [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControl) {
    fail(400, 'to must be a path on this site, starting with a single "/".')
  }
  const origin = 'http://sandbox.invalid'
  const url = new URL(value, origin)
  if (url.origin !== origin) fail(400, 'to must be a path on this site, starting with a single "/".')
  return `${url.pathname}${url.search}${url.hash}`
}

function scenarioOf(name: unknown): [string, Scenario] {
  const key = String(name)
  const scenario = SCENARIOS[key]
  if (!scenario) fail(404, `Unknown scenario "${key}". Scenarios: ${Object.keys(SCENARIOS).join(', ')}.`)
  return [key, scenario]
}

function redirect(to: string): Response {
  return new HttpResponse(null, { status: 302, headers: { Location: to } })
}

function staleRecordPage(ctx: SandboxContext, stale: StaleRecord, to: string): Response {
  return htmlPage(ctx, {
    title: 'Scenario: stale record',
    body: `<h1>Scenario: stale record</h1><p>Writing a payment record from more than 2 hours ago, then opening <code>${escapeHtml(to)}</code>...</p><p id="result" role="status"></p>`,
    script: 'stale-record.js',
    data: { key: stale.key, record: stale.record, ageMs: stale.ageMs, to },
  })
}

export function scenarioHandlers(ctx: SandboxContext) {
  const run = async (request: Request, name: unknown, body: Record<string, unknown>) => {
    const query = new URL(request.url).searchParams
    const rawTo = query.get('to') ?? body.to
    const to = rawTo === undefined || rawTo === null ? null : safeAppPath(rawTo)
    const [key, scenario] = scenarioOf(name)
    const details = scenario.apply(ctx, request) ?? {}
    if (to) return redirect(to)
    return HttpResponse.json({ scenario: key, message: scenario.description, ...details })
  }
  return [
    mswHttp.get(controlPath(ctx, '/scenarios'), () =>
      HttpResponse.json({ data: Object.entries(SCENARIOS).map(([name, scenario]) => ({ name, description: scenario.description, default_to: scenario.defaultTo(ctx) })) }),
    ),

    mswHttp.get(controlPath(ctx, '/scenario/:name'), ({ request, params }) => {
      const query = new URL(request.url).searchParams
      const given = query.get('to')
      const to = given === null ? null : safeAppPath(given)
      const [key, scenario] = scenarioOf(params.name)
      if (key === 'stale-record') {
        const stale = staleRecord(ctx, request)
        return staleRecordPage(ctx, stale, to ?? `/payment-link?id=${stale.payment_link_id}&transaction_id=${stale.transaction_id}`)
      }
      scenario.apply(ctx, request)
      return redirect(to ?? scenario.defaultTo(ctx))
    }),

    mswHttp.post(controlPath(ctx, '/scenario/:name'), async ({ request, params }) => run(request, params.name, await readOptionalJson(request))),

    mswHttp.post(controlPath(ctx, '/scenario'), async ({ request }) => {
      const body = await readOptionalJson(request)
      return run(request, body.name, body)
    }),
  ]
}
