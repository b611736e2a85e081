/** The generic /api/v1 API (designed here): auth, serial check, transactions CRUD, wallet and transfers. */
import { EMAIL_PATTERN, feeFor, money, newTransactionId, parseMoney, randomHex } from '../lib.ts'
import { addTransaction, addTransfer, removeTransaction, removeTransfer, settledNetOf, updateTransaction, updateTransfer, walletOf } from '../ledger.ts'
import { toTransaction, toTransfer, toUser, toWallet } from '../serialize.ts'
import type { Currency, PaymentMethod, TransactionRecord, TransactionStatus, TransferRecord, TransferStatus, UserRecord, WalletRecord } from '../store.ts'
import { login, logoutSession, register } from './auth.ts'
import {
  authenticate,
  fail,
  matches,
  optionalString,
  paginate,
  queryDate,
  queryEnum,
  queryOf,
  queryString,
  readJson,
  requireRole,
  requireString,
  type SandboxContext,
} from './context.ts'
import { filterTransactions } from './transactions.ts'
import { idempotent } from './idempotency.ts'

const TX_STATUSES: readonly TransactionStatus[] = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELED', 'CANCELLED']
const TRANSFER_STATUSES: readonly TransferStatus[] = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED']
const TRANSFER_MOVES: Record<TransferStatus, readonly TransferStatus[]> = {
  PENDING: ['PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED'],
  PROCESSING: ['COMPLETED', 'FAILED', 'CANCELLED'],
  COMPLETED: [],
  FAILED: [],
  CANCELLED: [],
}

const isStaff = (user: UserRecord) => user.is_admin || user.is_staff

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) fail(400, `${field} must be one of: ${allowed.join(', ')}.`)
  return value as T
}

/** Validated fields of a transaction body; `partial` allows any subset. */
function transactionFields(ctx: SandboxContext, user: UserRecord, body: Record<string, unknown>, partial: boolean) {
  const change: Partial<Pick<TransactionRecord, 'gross' | 'fee' | 'currency' | 'payment_method' | 'customer_email' | 'payment_link_id' | 'status'>> = {}
  const need = (field: string) => !partial || body[field] !== undefined
  if (need('amount')) {
    const gross = parseMoney(body.amount)
    if (gross === null || gross <= 0) fail(400, 'amount must be a positive decimal amount.')
    change.gross = gross
  }
  if (need('currency')) change.currency = oneOf<Currency>(body.currency, ['USD', 'EUR'], 'currency')
  if (need('payment_method')) change.payment_method = oneOf<PaymentMethod>(body.payment_method, ['card', 'crypto'], 'payment_method')
  if (need('customer_email')) {
    const email = requireString(body, 'customer_email', 'customer_email')
    if (!EMAIL_PATTERN.test(email)) fail(400, 'customer_email must be an e-mail address.')
    change.customer_email = email
  }
  if (body.payment_link_id !== undefined) {
    const linkId = body.payment_link_id
    if (linkId !== null && (typeof linkId !== 'string' || !ctx.store.paymentLinks.some((link) => link.id === linkId && (user.is_admin || link.ownerId === user.id)))) {
      fail(400, 'payment_link_id does not name one of your payment links.')
    }
    change.payment_link_id = linkId
  }
  if (body.status !== undefined || (!partial && 'status' in body)) change.status = oneOf(body.status, TX_STATUSES, 'status')
  return change
}

function visibleTransaction(ctx: SandboxContext, user: UserRecord, id: string): TransactionRecord {
  const tx = ctx.store.transactions.find((item) => item.id === id && (isStaff(user) || item.ownerId === user.id))
  if (!tx) fail(404, 'Transaction not found.')
  return tx
}

function ownWallet(ctx: SandboxContext, user: UserRecord): WalletRecord {
  const wallet = walletOf(ctx.store, user.id)
  if (!wallet) fail(404, 'This account has no wallet.')
  return wallet
}

function visibleTransfer(ctx: SandboxContext, user: UserRecord, id: string): TransferRecord {
  const own = walletOf(ctx.store, user.id)?.id
  const transfer = ctx.store.transfers.find((item) => item.id === id && (isStaff(user) || item.walletId === own))
  if (!transfer) fail(404, 'Transfer not found.')
  return transfer
}

/** Applies a transfer body (amount, currency, destination, note), checking the balance. */
function changeTransfer(ctx: SandboxContext, transfer: TransferRecord, body: Record<string, unknown>, partial: boolean): void {
  if (transfer.status !== 'PENDING') fail(400, 'Only PENDING transfers can be changed.')
  const wallet = ctx.store.wallets.find((item) => item.id === transfer.walletId)
  if (!wallet) fail(404, 'Wallet not found.')
  const change: Partial<TransferRecord> = {}
  if (!partial || body.amount !== undefined) {
    const amount = parseMoney(body.amount)
    if (amount === null || amount <= 0) fail(400, 'amount must be a positive decimal amount.')
    if (amount > wallet.balance + transfer.amount) fail(400, `Insufficient balance: ${money(wallet.balance + transfer.amount)} available.`)
    change.amount = amount
  }
  // A payout leaves in the wallet's currency: it is never converted.
  if (body.currency !== undefined && body.currency !== wallet.currency) fail(400, `currency must be the wallet's currency (${wallet.currency}).`)
  if (!partial || body.destination !== undefined) change.destination = requireString(body, 'destination', 'destination')
  if (body.note !== undefined) change.note = optionalString(body, 'note') ?? null
  updateTransfer(ctx.store, transfer, change, ctx.now())
}

export function genericHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  return [
    http.post('/api/v1/auth/login/', async ({ request, response }) => response(200).json(await login(ctx, request))),

    http.post('/api/v1/auth/logout/', ({ request, response }) => {
      logoutSession(ctx, request)
      return response(204).empty()
    }),

    http.post('/api/v1/auth/logoutall/', ({ request, response }) => {
      const user = authenticate(ctx, request)
      store.sessions = store.sessions.filter((item) => item.userId !== user.id)
      return response(204).empty()
    }),

    http.post('/api/v1/auth/register/', async ({ request, response }) => {
      await register(ctx, request)
      return response(201).json({ message: 'Registration successful. Please check your e-mail to verify your account.' })
    }),

    http.post('/api/v1/check-serial/', async ({ request, response }) => {
      authenticate(ctx, request)
      const serial = requireString(await readJson(request), 'serial', 'serial').toUpperCase()
      const valid = store.serials.includes(serial)
      return response(200).json({ serial, valid, message: valid ? 'Serial number is valid.' : 'Serial number is not recognised.' })
    }),

    http.get('/api/v1/test/', ({ request, response }) => {
      const user = authenticate(ctx, request)
      return response(200).json({ message: 'ok', email: user.email })
    }),

    // ------------------------------------------------------------ transactions
    http.get('/api/v1/transaction/', ({ request, response }) => {
      const user = authenticate(ctx, request)
      const query = queryOf(request)
      const ordering = queryEnum(query, 'ordering', ['created_at', '-created_at', 'amount', '-amount'] as const) ?? '-created_at'
      const visible = isStaff(user) ? store.transactions : store.transactions.filter((tx) => tx.ownerId === user.id)
      const key = (tx: TransactionRecord) => (ordering.endsWith('amount') ? tx.gross : tx.created_at)
      const sorted = filterTransactions(store, visible, query, isStaff(user)).sort((a, b) => (ordering.startsWith('-') ? key(b) - key(a) : key(a) - key(b)))
      const page = paginate(sorted, query)
      return response(200).json({ results: page.results.map((tx) => toTransaction(store, tx)), pagination: page.pagination })
    }),

    http.post('/api/v1/transaction/', async ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const change = transactionFields(ctx, user, await readJson(request), false)
      const now = ctx.now()
      const gross = change.gross ?? 0
      const method = change.payment_method ?? 'card'
      const tx: TransactionRecord = {
        id: newTransactionId(),
        ownerId: user.id,
        gross,
        fee: feeFor(gross, method),
        currency: change.currency ?? 'USD',
        status: 'PENDING',
        payment_method: method,
        customer_email: change.customer_email ?? '',
        billing_info: null,
        payment_link_id: change.payment_link_id ?? null,
        address: null,
        created_at: now,
        updated_at: now,
      }
      addTransaction(store, tx, now)
      return response(201).json(toTransaction(store, tx))
    }),

    http.get('/api/v1/transaction/{id}/', ({ request, params, response }) => {
      const user = authenticate(ctx, request)
      return response(200).json(toTransaction(store, visibleTransaction(ctx, user, params.id)))
    }),

    http.put('/api/v1/transaction/{id}/', async ({ request, params, response }) => {
      const user = requireRole(ctx, request, ['admin'])
      const tx = visibleTransaction(ctx, user, params.id)
      const change = transactionFields(ctx, user, await readJson(request), false)
      if (!change.status) fail(400, 'status is required.')
      updateTransaction(store, tx, { ...change, fee: feeFor(change.gross ?? tx.gross, change.payment_method ?? tx.payment_method) }, ctx.now())
      return response(200).json(toTransaction(store, tx))
    }),

    http.patch('/api/v1/transaction/{id}/', async ({ request, params, response }) => {
      const user = requireRole(ctx, request, ['admin'])
      const tx = visibleTransaction(ctx, user, params.id)
      const change = transactionFields(ctx, user, await readJson(request), true)
      updateTransaction(store, tx, { ...change, fee: feeFor(change.gross ?? tx.gross, change.payment_method ?? tx.payment_method) }, ctx.now())
      return response(200).json(toTransaction(store, tx))
    }),

    http.delete('/api/v1/transaction/{id}/', ({ request, params, response }) => {
      const user = requireRole(ctx, request, ['admin'])
      removeTransaction(store, visibleTransaction(ctx, user, params.id), ctx.now())
      return response(204).empty()
    }),

    // ------------------------------------------------------------ users, wallet
    http.get('/api/v1/users/me/', ({ request, response }) => response(200).json(toUser(authenticate(ctx, request)))),

    http.get('/api/v1/wallet/', ({ request, response }) => response(200).json(toWallet(store, ownWallet(ctx, authenticate(ctx, request))))),

    http.get('/api/v1/wallet/overview/', ({ request, response }) => {
      const user = authenticate(ctx, request)
      const wallet = ownWallet(ctx, user)
      const transfers = store.transfers.filter((item) => item.walletId === wallet.id).sort((a, b) => b.created_at - a.created_at)
      const received = store.transactions.filter((tx) => tx.ownerId === user.id && tx.status === 'COMPLETED').reduce((total, tx) => total + settledNetOf(tx), 0)
      return response(200).json({
        wallet: toWallet(store, wallet),
        total_received: money(received),
        total_transferred: money(transfers.filter((item) => item.status === 'COMPLETED').reduce((total, item) => total + item.amount, 0)),
        pending_transfers: transfers.filter((item) => item.status === 'PENDING' || item.status === 'PROCESSING').length,
        recent_transfers: transfers.slice(0, 5).map((item) => toTransfer(store, item)),
      })
    }),

    // ------------------------------------------------------------ transfers
    http.get('/api/v1/wallet/transfers/', ({ request, response }) => {
      const user = authenticate(ctx, request)
      const query = queryOf(request)
      const own = walletOf(store, user.id)?.id
      const walletId = queryString(query, 'wallet_id')
      const status = queryEnum(query, 'status', TRANSFER_STATUSES)
      const search = queryString(query, 'search')
      const from = queryDate(query, 'from_date')
      const to = queryDate(query, 'to_date')
      const ownerOf = (transfer: TransferRecord) => store.users.find((u) => u.id === store.wallets.find((w) => w.id === transfer.walletId)?.userId)
      const items = store.transfers
        .filter((item) => (isStaff(user) || item.walletId === own) && (!walletId || item.walletId === walletId) && (!status || item.status === status))
        .filter((item) => (from === undefined || item.created_at >= from) && (to === undefined || item.created_at <= to))
        .filter((item) => {
          const owner = ownerOf(item)
          return matches(search, item.id, item.destination, item.note, owner?.email, owner?.first_name, owner?.last_name, owner && `${owner.first_name} ${owner.last_name}`)
        })
        .sort((a, b) => b.created_at - a.created_at || b.id.localeCompare(a.id))
      const page = paginate(items, query)
      return response(200).json({ results: page.results.map((item) => toTransfer(store, item)), pagination: page.pagination })
    }),

    http.post('/api/v1/wallet/transfers/', idempotent(ctx, 'user', async ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const wallet = ownWallet(ctx, user)
      const now = ctx.now()
      const transfer: TransferRecord = {
        id: `tr_${randomHex(12)}`,
        walletId: wallet.id,
        amount: 0,
        currency: wallet.currency,
        status: 'PENDING',
        destination: '',
        note: null,
        created_by: user.email,
        created_at: now,
        updated_at: now,
      }
      addTransfer(store, transfer, now)
      try {
        changeTransfer(ctx, transfer, await readJson(request), false)
      } catch (error) {
        removeTransfer(store, transfer, now)
        throw error
      }
      return response(201).json(toTransfer(store, transfer))
    })),

    http.get('/api/v1/wallet/transfers/{id}/', ({ request, params, response }) =>
      response(200).json(toTransfer(store, visibleTransfer(ctx, authenticate(ctx, request), params.id))),
    ),

    http.put('/api/v1/wallet/transfers/{id}/', async ({ request, params, response }) => {
      const transfer = visibleTransfer(ctx, authenticate(ctx, request), params.id)
      changeTransfer(ctx, transfer, await readJson(request), false)
      return response(200).json(toTransfer(store, transfer))
    }),

    http.patch('/api/v1/wallet/transfers/{id}/', async ({ request, params, response }) => {
      const transfer = visibleTransfer(ctx, authenticate(ctx, request), params.id)
      changeTransfer(ctx, transfer, await readJson(request), true)
      return response(200).json(toTransfer(store, transfer))
    }),

    http.delete('/api/v1/wallet/transfers/{id}/', ({ request, params, response }) => {
      const transfer = visibleTransfer(ctx, authenticate(ctx, request), params.id)
      if (transfer.status !== 'PENDING') fail(400, 'Only PENDING transfers can be deleted.')
      removeTransfer(store, transfer, ctx.now())
      return response(204).empty()
    }),

    http.post('/api/v1/wallet/transfers/{id}/cancel/', ({ request, params, response }) => {
      const transfer = visibleTransfer(ctx, authenticate(ctx, request), params.id)
      if (transfer.status !== 'PENDING') fail(400, `Only a PENDING transfer can be cancelled; this one is ${transfer.status}.`)
      updateTransfer(store, transfer, { status: 'CANCELLED' }, ctx.now())
      return response(200).json(toTransfer(store, transfer))
    }),

    http.patch('/api/v1/wallet/transfers/{id}/update-status/', async ({ request, params, response }) => {
      const user = requireRole(ctx, request, ['admin', 'staff'])
      const transfer = visibleTransfer(ctx, user, params.id)
      const body = await readJson(request)
      const status = oneOf(body.status, TRANSFER_STATUSES, 'status')
      if (!TRANSFER_MOVES[transfer.status].includes(status)) fail(400, `A ${transfer.status} transfer cannot move to ${status}.`)
      const reason = optionalString(body, 'reason')
      updateTransfer(store, transfer, { status, note: reason ?? transfer.note }, ctx.now())
      return response(200).json(toTransfer(store, transfer))
    }),
  ]
}

