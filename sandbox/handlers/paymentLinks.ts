/** /transaction/payment-link/*: the client's payment links and the public link detail. */
import { addMonths, parseMoney, randomHex } from '../lib.ts'
import { parseReturnUrl } from '../../src/domain/returnUrl.ts'
import { toPaymentLink } from '../serialize.ts'
import type { PaymentLinkRecord, Product, UserRecord } from '../store.ts'
import {
  fail,
  matches,
  optionalString,
  paginate,
  queryEnum,
  queryNumber,
  queryOf,
  queryString,
  readJson,
  requireRole,
  type SandboxContext,
} from './context.ts'
import { idempotent } from './idempotency.ts'

export const MIN_LINK_CENTS = 1000
export const MAX_LINK_CENTS = 90000
const MAX_NAME_LENGTH = 255
const MAX_DESCRIPTION_LENGTH = 1000
const METHODS_PATTERN = /^(card|crypto)(\/(card|crypto))?$/

/** A link amount in cents, or a 400 with SPEC §5's message. */
function linkAmount(value: unknown): number {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) fail(400, 'Amount is required')
  const amount = parseMoney(value)
  if (amount === null) {
    const number = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN
    fail(400, Number.isFinite(number) ? 'Amount can have at most 2 decimals' : 'Please enter a valid number')
  }
  if (amount < MIN_LINK_CENTS) fail(400, 'Minimum amount is $10')
  if (amount > MAX_LINK_CENTS) fail(400, 'Maximum amount is $900')
  return amount
}

/** The link's methods, e.g. ['card', 'crypto']. */
export function linkMethods(link: PaymentLinkRecord): ('card' | 'crypto')[] {
  return link.payment_method.split('/') as ('card' | 'crypto')[]
}

/** A client allowed to use payment links (the configured excluded accounts are not). */
function requireLinkOwner(ctx: SandboxContext, request: Request): UserRecord {
  const user = requireRole(ctx, request, ['client'])
  if (ctx.excludedEmails.has(user.email.toLowerCase())) fail(403, 'Payment links are not available for this account.')
  return user
}

function parseProducts(value: unknown): Product[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) fail(400, 'products must be a list.')
  return value.map((item: unknown) => {
    const product = item as Partial<Product> | null
    if (!product || typeof product.name !== 'string' || typeof product.price !== 'number' || !Number.isInteger(product.quantity)) {
      fail(400, 'Each product needs a name, a numeric price and an integer quantity.')
    }
    return { name: product.name, price: product.price, quantity: product.quantity ?? 1, description: String(product.description ?? '') }
  })
}

export function paymentLinkHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  return [
    http.get('/transaction/payment-link/list', ({ request, response }) => {
      const user = requireLinkOwner(ctx, request)
      const query = queryOf(request)
      const origin = ctx.origin(request)
      const now = ctx.now()
      const search = queryString(query, 'search')
      const filterType = queryEnum(query, 'filter_type', ['all', 'completed', 'pending'] as const) ?? 'all'
      const currency = queryEnum(query, 'currency', ['USD', 'EUR'] as const)
      const min = queryNumber(query, 'amount_min')
      const max = queryNumber(query, 'amount_max')
      const paid = new Set(store.transactions.filter((tx) => tx.status === 'COMPLETED').map((tx) => tx.payment_link_id))
      const links = store.paymentLinks
        .filter((link) => link.ownerId === user.id)
        .map((link) => toPaymentLink(link, origin, now))
        .filter((link) => {
          if (!matches(search, link.name, link.url)) return false
          if (filterType === 'completed' && !paid.has(link.id)) return false
          if (filterType === 'pending' && paid.has(link.id)) return false
          if (currency && link.currency !== currency) return false
          const amount = Number(link.amount)
          if (min !== undefined && amount < min) return false
          if (max !== undefined && amount > max) return false
          return true
        })
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
      return response(200).json(paginate(links, query, 50))
    }),

    http.post('/transaction/payment-link/create', idempotent(ctx, 'user', async ({ request, response }) => {
      const user = requireLinkOwner(ctx, request)
      const body = await readJson(request)
      const amount = linkAmount(body.amount)
      if (body.currency !== 'USD' && body.currency !== 'EUR') fail(400, 'Currency must be USD or EUR')
      if (typeof body.name !== 'string' || !body.name.trim()) fail(400, 'Please fill in all required fields')
      if (body.name.trim().length > MAX_NAME_LENGTH) fail(400, `Name must be at most ${MAX_NAME_LENGTH} characters`)
      const description = optionalString(body, 'description')?.trim() ?? ''
      if (description.length > MAX_DESCRIPTION_LENGTH) fail(400, `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`)
      const methods = typeof body.payment_method === 'string' ? body.payment_method.trim().toLowerCase() : ''
      const [first, second] = methods.split('/')
      if (!METHODS_PATTERN.test(methods) || first === second) fail(400, 'Please select at least one payment method')
      const returnUrl = parseReturnUrl(body.return_url)
      if (returnUrl.error) fail(400, returnUrl.error)
      const now = ctx.now()
      const link: PaymentLinkRecord = {
        id: `pl_${randomHex(12)}`,
        ownerId: user.id,
        name: body.name.trim(),
        description,
        amount,
        currency: body.currency,
        payment_method: methods,
        products: parseProducts(body.products),
        created_at: now,
        updated_at: now,
        expire_at: addMonths(now, 1),
        expiredOverride: null,
        return_url: returnUrl.url,
      }
      store.paymentLinks.push(link)
      return response(201).json({ payment_link: toPaymentLink(link, ctx.origin(request), now), message: 'Payment link created successfully!' })
    })),

    http.get('/transaction/payment-link/{id}', ({ request, params, response }) => {
      const link = store.paymentLinks.find((item) => item.id === params.id)
      if (!link) fail(404, 'Payment link not found.')
      return response(200).json({ payment_link: toPaymentLink(link, ctx.origin(request), ctx.now()) })
    }),
  ]
}
