/**
 * Paying: async transaction creation (payment link and direct), the transaction status,
 * the sandbox card-provider page, the settle control call and the QR images.
 *
 * Transactions are created PENDING when their task completes. Crypto ones stay PENDING
 * until `POST __sandbox/transactions/{id}/status`; card ones until the customer presses
 * Pay or Decline on the card-provider page (which uses the same control call).
 * Scenario hooks: a crypto transaction armed by `crypto-fails-after-2-polls` turns FAILED on
 * its scheduled status check; `link-expires-while-paying` expires the link once the task is
 * queued, and a task whose link expired meanwhile fails when it runs.
 */
import { http as mswHttp, HttpResponse } from 'msw'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { QRCodeSVG } from 'qrcode.react'
import type { components } from '../../src/api/schema'
import { addressFor, EMAIL_PATTERN, feeFor, iso, money, newTransactionId, parseMoney, PHONE_PATTERN, isRecord } from '../lib.ts'
import { addTransaction, settlementOf, updateTransaction } from '../ledger.ts'
import { isLinkExpired, toExchangeRate } from '../serialize.ts'
import type { BillingInfo, Currency, PaymentLinkRecord, PaymentMethod, TransactionRecord, TransactionStatus } from '../store.ts'
import { controlPath, fail, readJson, requireRole, requireString, type SandboxContext } from './context.ts'
import { escapeHtml, htmlPage } from './html.ts'
import { MAX_LINK_CENTS, MIN_LINK_CENTS, linkMethods } from './paymentLinks.ts'
import { idempotent } from './idempotency.ts'
import { createTask } from './tasks.ts'

type S = components['schemas']

/** USDC on Polygon (chain 137). */
const USDC_POLYGON = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
/** A billing e-mail containing this makes the creation task fail. */
export const FAIL_MARKER = '+fail'
const LINK_EXPIRED = 'This payment link has expired.'
const TRANSACTION_STATUSES: readonly TransactionStatus[] = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELED', 'CANCELLED']

function parseBilling(value: unknown): BillingInfo {
  if (!isRecord(value)) fail(400, 'billing_info is required.')
  const email = requireString(value, 'email', 'Email')
  const first = requireString(value, 'first_name', 'First name')
  const last = requireString(value, 'last_name', 'Last name')
  const phone = requireString(value, 'phone', 'Phone')
  if (!EMAIL_PATTERN.test(email)) fail(400, 'Invalid email address')
  if (first.length < 2) fail(400, 'First name must be at least 2 characters')
  if (last.length < 2) fail(400, 'Last name must be at least 2 characters')
  if (!PHONE_PATTERN.test(phone)) fail(400, 'Invalid phone number format')
  return { email, first_name: first, last_name: last, phone }
}

function parseMethod(body: Record<string, unknown>): PaymentMethod {
  const method = typeof body.payment_method === 'string' ? body.payment_method.toLowerCase() : ''
  if (method !== 'card' && method !== 'crypto') fail(400, 'payment_method must be card or crypto.')
  if (body.payment_category !== undefined && body.payment_category !== 'card') fail(400, 'payment_category must be card.')
  return method
}

export interface NewTransaction {
  ownerId: string
  gross: number
  currency: Currency
  method: PaymentMethod
  billing: BillingInfo
  linkId: string | null
}

export function createTransaction(ctx: SandboxContext, input: NewTransaction): TransactionRecord {
  const now = ctx.now()
  const id = newTransactionId()
  const tx: TransactionRecord = {
    id,
    ownerId: input.ownerId,
    gross: input.gross,
    fee: feeFor(input.gross, input.method),
    currency: input.currency,
    status: 'PENDING',
    payment_method: input.method,
    customer_email: input.billing.email,
    billing_info: input.billing,
    payment_link_id: input.linkId,
    address: input.method === 'crypto' ? addressFor(`tx-${id}-${now}`) : null,
    created_at: now,
    updated_at: now,
  }
  addTransaction(ctx.store, tx, now)
  const failNext = ctx.store.failNextCrypto
  if (failNext && tx.payment_method === 'crypto') {
    ctx.store.failNextCrypto = null
    ctx.store.statusCheckFailures.set(tx.id, { checks: 0, failOnCheck: failNext.failOnCheck })
  }
  return tx
}

/** Expires a link now (the `link-expires-while-paying` scenario). */
function expireLink(ctx: SandboxContext, link: PaymentLinkRecord): void {
  const now = ctx.now()
  link.expiredOverride = true
  link.expire_at = now
  link.updated_at = now
}

export function creationResult(ctx: SandboxContext, tx: TransactionRecord, origin: string): S['PaymentLinkTransactionResult'] {
  const control = `${origin}${ctx.basePath}/__sandbox`
  const crypto = tx.payment_method === 'crypto' && tx.address
  const settlement = settlementOf(tx)
  const uri = crypto ? `ethereum:${USDC_POLYGON}@137/transfer?address=${tx.address}&uint256=${settlement.gross * 10000}` : ''
  return {
    transaction_id: tx.id,
    // USDC is a dollar token: a crypto payment asks for the charge as settled (a EUR link's converted at its recorded rate).
    payment_amt: (crypto ? settlement.gross : tx.gross) / 100,
    exchange_rate: crypto && settlement.rate ? toExchangeRate(settlement.rate) : null,
    address: crypto ? tx.address : null,
    qrcode_url: crypto ? `${control}/qr?data=${encodeURIComponent(uri)}` : null,
    redirect_url: crypto ? null : `${control}/card-provider?transaction_id=${encodeURIComponent(tx.id)}`,
    payment_method: tx.payment_method,
  }
}

/** The public status call's answer: the outcome and the receipt's facts, never the payer, the merchant or the wallet. */
export function transactionOutcome(tx: TransactionRecord): S['TransactionStatusResponse'] {
  return { status: tx.status, amount: money(tx.gross), currency: tx.currency, payment_method: tx.payment_method, payment_link_id: tx.payment_link_id, updated_at: iso(tx.updated_at) }
}

/** Sets a transaction's status (wallet effects included). */
export function settleTransaction(ctx: SandboxContext, id: string, status: unknown): TransactionRecord {
  const tx = ctx.store.transactions.find((item) => item.id === id)
  if (!tx) fail(404, 'Transaction not found.')
  if (typeof status !== 'string' || !(TRANSACTION_STATUSES as readonly string[]).includes(status)) {
    fail(400, `status must be one of: ${TRANSACTION_STATUSES.join(', ')}.`)
  }
  updateTransaction(ctx.store, tx, { status: status as TransactionStatus }, ctx.now())
  return tx
}

function cardProviderPage(ctx: SandboxContext, request: Request): Response {
  const id = new URL(request.url).searchParams.get('transaction_id') ?? ''
  const tx = ctx.store.transactions.find((item) => item.id === id)
  const returnUrl = `${ctx.origin(request)}/process-payment?${tx?.payment_link_id ? `id=${encodeURIComponent(tx.payment_link_id)}&` : ''}transaction_id=${encodeURIComponent(id)}`
  if (!tx) return htmlPage(ctx, { title: 'Card payment', body: '<h1>Payment not found</h1><p>The transaction is missing or unknown.</p>', status: 404 })
  const link = ctx.store.paymentLinks.find((item) => item.id === tx.payment_link_id)
  const pending = tx.status === 'PENDING'
  const body = `
<h1>Card payment</h1>
<p>This page stands in for the card provider. No card data is needed.</p>
<dl>
  <dt>Amount</dt><dd>${escapeHtml(money(tx.gross))} ${escapeHtml(tx.currency)}</dd>
  ${link ? `<dt>For</dt><dd>${escapeHtml(link.name)}</dd>` : ''}
  <dt>Transaction</dt><dd>TX${escapeHtml(tx.id)}</dd>
  <dt>Status</dt><dd id="status">${escapeHtml(tx.status)}</dd>
</dl>
<div class="actions">
  ${pending ? '<button class="primary" data-status="COMPLETED" disabled>Pay</button><button class="danger" data-status="FAILED" disabled>Decline</button>' : '<button data-status="" disabled>Return to the shop</button>'}
</div>
<p id="result" role="status"></p>`
  return htmlPage(ctx, { title: 'Card payment', body, script: 'card-provider.js', data: { transactionId: id, returnUrl } })
}

export function checkoutHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  return [
    http.post('/transaction/async/payment-link/create-transaction', idempotent(ctx, 'public', async ({ request, response }) => {
      const body = await readJson(request)
      const linkId = requireString(body, 'payment_link_id', 'Payment link ID')
      const link = store.paymentLinks.find((item) => item.id === linkId)
      if (!link) fail(404, 'Payment link not found.')
      if (isLinkExpired(link, ctx.now())) fail(400, LINK_EXPIRED)
      const method = parseMethod(body)
      if (!linkMethods(link).includes(method)) fail(400, `This payment link does not accept ${method} payments.`)
      const billing = parseBilling(body.billing_info)
      if (body.products !== undefined && !Array.isArray(body.products)) fail(400, 'products must be a list.')
      const origin = ctx.origin(request)
      const failure = billing.email.includes(FAIL_MARKER) ? 'Payment provider declined the transaction.' : null
      const task = createTask(
        ctx,
        'transaction',
        () => {
          // The link is checked again when the task runs: it may have expired meanwhile.
          if (isLinkExpired(link, ctx.now())) throw new Error(LINK_EXPIRED)
          return creationResult(ctx, createTransaction(ctx, { ownerId: link.ownerId, gross: link.amount, currency: link.currency, method, billing, linkId: link.id }), origin)
        },
        failure,
      )
      if (store.expireLinkOnNextCreation) {
        store.expireLinkOnNextCreation = false
        expireLink(ctx, link)
      }
      return response(202).json({ task_id: task.id })
    })),

    http.post('/transaction/async/create_transaction', idempotent(ctx, 'user', async ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const body = await readJson(request)
      const gross = parseMoney(body.amount)
      if (gross === null) fail(400, 'amount must be a decimal amount.')
      if (gross < MIN_LINK_CENTS || gross > MAX_LINK_CENTS) fail(400, `amount must be between ${money(MIN_LINK_CENTS)} and ${money(MAX_LINK_CENTS)}.`)
      if (body.currency !== 'USD' && body.currency !== 'EUR') fail(400, 'Currency must be USD or EUR.')
      const currency = body.currency
      const method = parseMethod(body)
      const billing = parseBilling(body.billing_info)
      const origin = ctx.origin(request)
      const failure = billing.email.includes(FAIL_MARKER) ? 'Payment provider declined the transaction.' : null
      const task = createTask(
        ctx,
        'transaction',
        () => creationResult(ctx, createTransaction(ctx, { ownerId: user.id, gross, currency, method, billing, linkId: null }), origin),
        failure,
      )
      return response(202).json({ task_id: task.id })
    })),

    http.get('/transaction/status/{id}', ({ params, response }) => {
      const tx = store.transactions.find((item) => item.id === params.id)
      if (!tx) fail(404, 'Transaction not found.')
      const scheduled = store.statusCheckFailures.get(tx.id)
      if (scheduled) {
        scheduled.checks += 1
        if (scheduled.checks >= scheduled.failOnCheck) {
          store.statusCheckFailures.delete(tx.id)
          if (tx.status === 'PENDING') updateTransaction(store, tx, { status: 'FAILED' }, ctx.now())
        }
      }
      return response(200).json(transactionOutcome(tx))
    }),

    mswHttp.get(controlPath(ctx, '/card-provider'), ({ request }) => cardProviderPage(ctx, request)),

    mswHttp.post(controlPath(ctx, '/transactions/:transactionId/status'), async ({ params, request }) => {
      const body = await readJson(request)
      const tx = settleTransaction(ctx, String(params.transactionId), body.status)
      return HttpResponse.json({ transaction_id: tx.id, status: tx.status })
    }),

    mswHttp.get(controlPath(ctx, '/qr'), ({ request }) => {
      const data = new URL(request.url).searchParams.get('data') ?? ''
      const markup = renderToStaticMarkup(createElement(QRCodeSVG, { value: data || ' ', size: 240, marginSize: 2, title: 'Payment QR code' }))
      // A standalone SVG document needs the namespace that inline React markup leaves out.
      const svg = markup.includes('xmlns=') ? markup : markup.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"')
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } })
    }),
  ]
}
