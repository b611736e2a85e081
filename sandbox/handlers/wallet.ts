/** /wallet/*: the admin wallet list with statistics, the client's wallet, staff payouts. */
import type { components } from '../../src/api/schema'
import { money, parseMoney, randomHex } from '../lib.ts'
import { addTransfer, walletOf } from '../ledger.ts'
import { SETTLEMENT_CURRENCY } from '../exchangeRates.ts'
import { toAdminWallet, toTransfer, toWallet, walletExchangeRates } from '../serialize.ts'
import type { SandboxData, TransferRecord, WalletRecord } from '../store.ts'
import {
  fail,
  matches,
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

type S = components['schemas']

export const WALLET_SORT_FIELDS = ['created_at', 'updated_at', 'balance', 'pending_balance', 'user__email', 'user__first_name'] as const

export function walletList(data: SandboxData, query: URLSearchParams): S['WalletListResponse'] {
  const search = queryString(query, 'search')
  const cents = (name: string) => {
    const value = queryNumber(query, name)
    return value === undefined ? undefined : Math.round(value * 100)
  }
  const [minBalance, maxBalance, minPending, maxPending] = [cents('min_balance'), cents('max_balance'), cents('min_pending'), cents('max_pending')]
  const sortBy = queryEnum(query, 'sort_by', WALLET_SORT_FIELDS) ?? 'created_at'
  const order = queryEnum(query, 'sort_order', ['asc', 'desc'] as const) ?? 'desc'
  const userOf = (wallet: WalletRecord) => data.users.find((user) => user.id === wallet.userId)

  const key = (wallet: WalletRecord): number | string => {
    switch (sortBy) {
      case 'created_at':
        return wallet.created_at
      case 'updated_at':
        return wallet.updated_at
      case 'balance':
        return wallet.balance
      case 'pending_balance':
        return wallet.pending
      case 'user__email':
        return userOf(wallet)?.email.toLowerCase() ?? ''
      case 'user__first_name':
        return userOf(wallet)?.first_name.toLowerCase() ?? ''
    }
  }
  const compare = (a: WalletRecord, b: WalletRecord) => {
    const [x, y] = [key(a), key(b)]
    const result = x < y ? -1 : x > y ? 1 : a.id.localeCompare(b.id)
    return order === 'asc' ? result : -result
  }

  const wallets = data.wallets
    .filter((wallet) => {
      const user = userOf(wallet)
      if (!matches(search, user?.email, user?.first_name, user?.last_name, user?.telegram, wallet.id, `${user?.first_name} ${user?.last_name}`)) return false
      if (minBalance !== undefined && wallet.balance < minBalance) return false
      if (maxBalance !== undefined && wallet.balance > maxBalance) return false
      if (minPending !== undefined && wallet.pending < minPending) return false
      if (maxPending !== undefined && wallet.pending > maxPending) return false
      return true
    })
    .sort(compare)

  const totalBalance = wallets.reduce((total, wallet) => total + wallet.balance, 0)
  const totalPending = wallets.reduce((total, wallet) => total + wallet.pending, 0)
  const page = paginate(wallets, query, 20)
  return {
    data: page.results.map((wallet) => toAdminWallet(data, wallet)),
    statistics: {
      total_wallets: wallets.length,
      wallets_with_balance: wallets.filter((wallet) => wallet.balance > 0).length,
      total_balance: money(totalBalance),
      average_balance: money(wallets.length ? Math.round(totalBalance / wallets.length) : 0),
      total_pending: money(totalPending),
      wallets_with_pending: wallets.filter((wallet) => wallet.pending > 0).length,
      total_combined: money(totalBalance + totalPending),
      // Every wallet holds the settlement currency, so these totals add like with like.
      currency: SETTLEMENT_CURRENCY,
      exchange_rates: walletExchangeRates(data, wallets),
    },
    pagination: page.pagination,
  }
}

/** A payout amount in cents, checked against the wallet's available balance; otherwise a 400 naming the problem. */
export function payoutAmount(value: unknown, wallet: WalletRecord): number {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) fail(400, 'Amount is required.')
  const amount = parseMoney(value)
  if (amount === null) fail(400, 'Amount must be a number with at most two decimals.')
  if (amount <= 0) fail(400, 'Amount must be greater than 0.')
  if (amount > wallet.balance) fail(400, `Amount exceeds the wallet's available balance of ${money(wallet.balance)} ${wallet.currency}.`)
  return amount
}

function limitedText(body: Record<string, unknown>, field: string, label: string, max: number, required: boolean): string | null {
  const value = body[field]
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    if (required) fail(400, `${label} is required.`)
    return null
  }
  if (typeof value !== 'string') fail(400, `${label} must be text.`)
  if (value.trim().length > max) fail(400, `${label} must be at most ${max} characters.`)
  return value.trim()
}

export function walletHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  return [
    http.get('/wallet/admin-wallet-balances', ({ request, response }) => {
      requireRole(ctx, request, ['admin'])
      return response(200).json(walletList(store, queryOf(request)))
    }),

    http.get('/wallet/my-wallet', ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const wallet = walletOf(store, user.id)
      if (!wallet) fail(403, 'This account has no wallet.')
      return response(200).json({ data: toWallet(store, wallet) })
    }),

    http.get('/wallet/admin/client-wallets', ({ request, response }) => {
      requireRole(ctx, request, ['staff', 'admin'])
      const query = queryOf(request)
      const search = queryString(query, 'search')
      const userOf = (wallet: WalletRecord) => store.users.find((user) => user.id === wallet.userId)
      const wallets = store.wallets
        .filter((wallet) => {
          const user = userOf(wallet)
          return matches(search, user?.email, user?.first_name, user?.last_name, user && `${user.first_name} ${user.last_name}`, wallet.id)
        })
        .sort((a, b) => (userOf(a)?.email ?? '').localeCompare(userOf(b)?.email ?? '') || a.id.localeCompare(b.id))
      const page = paginate(wallets, query, 20)
      return response(200).json({ results: page.results.map((wallet) => toAdminWallet(store, wallet)), pagination: page.pagination })
    }),

    http.post('/wallet/admin/transfer-funds', idempotent(ctx, 'user', async ({ request, response }) => {
      const staff = requireRole(ctx, request, ['staff'])
      const body = await readJson(request)
      const walletId = limitedText(body, 'wallet_id', 'Wallet', 100, true) ?? ''
      const wallet = store.wallets.find((item) => item.id === walletId)
      if (!wallet) fail(404, 'Wallet not found.')
      const amount = payoutAmount(body.amount, wallet)
      const destination = limitedText(body, 'destination', 'Destination', 255, true) ?? ''
      const note = limitedText(body, 'note', 'Note', 500, false)
      const now = ctx.now()
      const transfer: TransferRecord = {
        id: `tr_${randomHex(12)}`,
        walletId: wallet.id,
        amount,
        currency: wallet.currency,
        status: 'PENDING',
        destination,
        note,
        created_by: staff.email,
        created_at: now,
        updated_at: now,
      }
      addTransfer(store, transfer, now)
      return response(201).json({ data: toTransfer(store, transfer), message: 'Funds transferred successfully.' })
    })),
  ]
}
