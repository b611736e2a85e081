/**
 * What the palette finds besides the screens: one source per list screen in the person's menu, each
 * the list's own query factory with its `search` param (so what the palette finds is what that list
 * finds), and where a found record opens: its list with its details open.
 */
import type { QueryKey } from '@tanstack/react-query'
import { paymentLinksQuery } from '../../api/paymentLinks'
import type { components } from '../../api/schema'
import { transactionsQuery, type Transaction, type TransactionScope } from '../../api/transactions'
import { validIntegrationsQuery } from '../../api/integrations'
import { walletBalancesQuery } from '../../api/walletBalances'
import { clientWalletsQuery } from '../../api/wallets'
import { filterIntegrations, seesIntegrationOwners } from '../../domain/integration'
import type { GuardedPath } from '../../domain/access'
import type { MenuItem } from '../../domain/menu'
import { formatMoney } from '../../domain/money'
import { paymentLinksListQuery } from '../../domain/paymentLinksFilters'
import { fullName } from '../../domain/userName'
import { walletBalanceQuery } from '../../domain/walletBalances'
import { transactionListQuery } from '../../domain/transactionListQuery'
import { afterTypingPause } from './debouncedSearch'

type S = components['schemas']
type User = S['User']

/** At most this many of each kind are offered; the list itself shows the rest. */
export const PALETTE_RESULTS_PER_KIND = 5

/** Where an option leads: a screen, with the search params that open its record. */
export interface PaletteTarget {
  to: GuardedPath
  search?: Record<string, string>
}

export interface PaletteHit {
  id: string
  label: string
  /** Its parts, each shown in its own direction. */
  detail?: readonly string[]
  target: PaletteTarget
}

/** What a source's group is called, by its key in the shared catalog. */
export type PaletteTitleKey = 'paletteTransactions' | 'palettePaymentLinks' | 'paletteWallets' | 'paletteIntegrations'

export interface PaletteSource {
  titleKey: PaletteTitleKey
  /** The list's query for the typed text (a call per text waits for the typing to pause). */
  query: (term: string) => { queryKey: QueryKey; queryFn?: unknown }
  /** The records found, their money in `words`' locale and their status in its words. */
  hits: (data: unknown, term: string, words: PaletteWords) => PaletteHit[]
}

/** How a hit's details are written: the reader's number locale and a transaction status in the reader's words. */
export interface PaletteWords {
  intl: string
  status: (status: unknown) => string
}

const linkHit = (words: PaletteWords) => (link: S['PaymentLink']): PaletteHit => ({
  id: `link:${link.id}`,
  label: link.name,
  detail: [formatMoney(link.amount, link.currency, 2, words.intl), link.id],
  target: { to: '/payment-links', search: { link: link.id } },
})

const transactionHit =
  (to: GuardedPath, words: PaletteWords) =>
  (tx: Transaction): PaletteHit => ({
    id: `tx:${tx.id}`,
    label: tx.customer_name || tx.customer_email,
    detail: [tx.customer_email, formatMoney(tx.amount, tx.currency, 2, words.intl), words.status(tx.status), tx.id],
    target: { to, search: { tx: tx.id } },
  })

const walletHit = (to: GuardedPath, param: string, value: (wallet: S['AdminWallet']) => string) => (wallet: S['AdminWallet']) => ({
  id: `wallet:${wallet.wallet_id}`,
  label: fullName(wallet.user),
  detail: [wallet.user.email, wallet.wallet_id],
  target: { to, search: { [param]: value(wallet) } },
})

const transactions = (scope: TransactionScope, to: GuardedPath): PaletteSource => ({
  titleKey: 'paletteTransactions',
  query: (term) => afterTypingPause(transactionsQuery(scope, transactionListQuery({ search: term }))),
  hits: (data, _term, words) => (data as S['TransactionList']).results.map(transactionHit(to, words)),
})

/** The sources of each list screen, by the menu item that leads to it. */
const SOURCES: Partial<Record<GuardedPath, (user: User) => PaletteSource>> = {
  '/payment-links': () => ({
    titleKey: 'palettePaymentLinks',
    query: (term) => afterTypingPause(paymentLinksQuery(paymentLinksListQuery({ search: term }))),
    hits: (data, _term, words) => (data as S['PaymentLinkList']).results.map(linkHit(words)),
  }),
  '/transactions': () => transactions('merchant', '/transactions'),
  '/transactions-admin': () => transactions('admin', '/transactions-admin'),
  '/wallets-admin': () => ({
    titleKey: 'paletteWallets',
    query: (term) => afterTypingPause(walletBalancesQuery(walletBalanceQuery({ search: term }))),
    // The wallet's id as the list's search: the list then holds that one wallet.
    hits: (data) => (data as S['WalletListResponse']).data.map(walletHit('/wallets-admin', 'search', (wallet) => wallet.wallet_id)),
  }),
  '/funds-transfer': () => ({
    titleKey: 'paletteWallets',
    query: (term) => afterTypingPause(clientWalletsQuery({ search: term })),
    hits: (data) => (data as S['ClientWalletList']).results.map(walletHit('/funds-transfer', 'wallet', (wallet) => wallet.wallet_id)),
  }),
  // The approved integrations' list has no search param: its screen filters the list it read, and so does the
  // palette (the same read, shared with the screen; no call per keystroke, so nothing to debounce).
  '/validated-integration': (user) => ({
    titleKey: 'paletteIntegrations',
    query: () => validIntegrationsQuery(),
    hits: (data, term) =>
      filterIntegrations(data as S['Integration'][], term, { byOwner: seesIntegrationOwners(user) }).map((integration) => ({
        id: `integration:${integration.id}`,
        label: integration.hostname,
        detail: seesIntegrationOwners(user) ? [integration.user_email, integration.id] : [integration.id],
        target: { to: '/validated-integration', search: { search: integration.hostname } },
      })),
  }),
}

/** The sources for the screens this menu offers, in the menu's order. */
export function paletteSources(items: readonly MenuItem[], user: User): PaletteSource[] {
  return items.flatMap((item) => SOURCES[item.to]?.(user) ?? [])
}
