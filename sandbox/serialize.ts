/** Store records → the contract's shapes. */
import type { components } from '../src/api/schema'
import { rateString } from './exchangeRates.ts'
import { iso, money } from './lib.ts'
import { netOf, settlementOf } from './ledger.ts'
import { credited, rateSummaries } from './totals.ts'
import type {
  ExchangeRateRecord,
  IntegrationRecord,
  PaymentLinkRecord,
  SandboxData,
  SubscriptionRecord,
  TransactionRecord,
  TransferRecord,
  UserRecord,
  WalletRecord,
} from './store.ts'

type S = components['schemas']

export function toUser(user: UserRecord): S['User'] {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    is_staff: user.is_staff,
    is_admin: user.is_admin,
    is_client: user.is_client,
    is_kyc: user.is_kyc,
    telegram: user.telegram,
    subscription: { ...user.subscription },
  }
}

export function isLinkExpired(link: PaymentLinkRecord, now: number): boolean {
  return link.expiredOverride ?? now >= link.expire_at
}

export function toPaymentLink(link: PaymentLinkRecord, origin: string, now: number): S['PaymentLink'] {
  return {
    id: link.id,
    url: `${origin}/payment-link?id=${encodeURIComponent(link.id)}`,
    name: link.name,
    description: link.description,
    amount: money(link.amount),
    currency: link.currency,
    payment_method: link.payment_method,
    is_expired: isLinkExpired(link, now),
    created_at: iso(link.created_at),
    updated_at: iso(link.updated_at),
    expire_at: iso(link.expire_at),
    return_url: link.return_url ?? null,
  }
}

export function toExchangeRate(rate: ExchangeRateRecord): S['ExchangeRate'] {
  return { from: rate.from, to: rate.to, rate: rateString(rate.rate), source: rate.source, as_of: iso(rate.as_of) }
}

export function toSettlement(tx: TransactionRecord): S['TransactionSettlement'] {
  const settlement = settlementOf(tx)
  return {
    currency: settlement.currency,
    gross_amount: money(settlement.gross),
    fee: money(settlement.fee),
    amount: money(settlement.gross - settlement.fee),
    exchange_rate: settlement.rate ? toExchangeRate(settlement.rate) : null,
  }
}

export function toTransaction(data: SandboxData, tx: TransactionRecord): S['Transaction'] {
  const merchant = data.users.find((user) => user.id === tx.ownerId)
  const link = tx.payment_link_id ? data.paymentLinks.find((item) => item.id === tx.payment_link_id) : undefined
  return {
    id: tx.id,
    amount: money(netOf(tx)),
    fee: money(tx.fee),
    gross_amount: money(tx.gross),
    currency: tx.currency,
    status: tx.status,
    payment_method: tx.payment_method,
    customer_email: tx.customer_email,
    customer_name: tx.billing_info ? `${tx.billing_info.first_name} ${tx.billing_info.last_name}` : null,
    billing_info: tx.billing_info ? { ...tx.billing_info } : null,
    payment_link_id: tx.payment_link_id,
    payment_link: link ? { id: link.id, name: link.name } : null,
    merchant_email: merchant?.email ?? '',
    merchant: { id: tx.ownerId, email: merchant?.email ?? '', first_name: merchant?.first_name ?? '', last_name: merchant?.last_name ?? '' },
    created_at: iso(tx.created_at),
    updated_at: iso(tx.updated_at),
    settlement: toSettlement(tx),
  }
}

export function toIntegration(data: SandboxData, integration: IntegrationRecord): S['Integration'] {
  return {
    id: integration.id,
    hostname: integration.hostname,
    user_email: data.users.find((user) => user.id === integration.userId)?.email ?? '',
    is_pending: integration.is_pending,
    is_valid: integration.is_valid,
  }
}

export function integrationReviewStatus(integration: IntegrationRecord): S['IntegrationReviewStatus'] {
  return integration.is_pending ? 'pending' : integration.is_valid ? 'approved' : 'rejected'
}

/** The client's own integration: the API key only once approved. */
export function toClientIntegration(data: SandboxData, integration: IntegrationRecord): S['ClientIntegration'] {
  const status = integrationReviewStatus(integration)
  return {
    ...toIntegration(data, integration),
    status,
    api_key: status === 'approved' ? integration.api_key : null,
    rejection_reason: status === 'rejected' ? (integration.rejection_reason ?? null) : null,
    created_at: iso(integration.created_at),
    updated_at: iso(integration.updated_at),
  }
}

/** The id, the three amounts and their currency that the client's and the admin's view of a wallet share. */
function walletBalances(wallet: WalletRecord): Pick<S['Wallet'], 'wallet_id' | 'balance' | 'pending_balance' | 'combined_balance' | 'currency'> {
  return {
    wallet_id: wallet.id,
    balance: money(wallet.balance),
    pending_balance: money(wallet.pending),
    combined_balance: money(wallet.balance + wallet.pending),
    currency: wallet.currency,
  }
}

/** The rates recorded on the converted payments a wallet was credited (pending or completed). */
export function walletExchangeRates(data: SandboxData, wallets: WalletRecord[]): S['ExchangeRateSummary'][] {
  const owners = new Set(wallets.map((wallet) => wallet.userId))
  return rateSummaries(credited(data.transactions.filter((tx) => owners.has(tx.ownerId))))
}

export function toWallet(data: SandboxData, wallet: WalletRecord): S['Wallet'] {
  return {
    ...walletBalances(wallet),
    created_at: iso(wallet.created_at),
    updated_at: iso(wallet.updated_at),
    exchange_rates: walletExchangeRates(data, [wallet]),
  }
}

function walletUser(data: SandboxData, userId: string): S['WalletUser'] {
  const user = data.users.find((item) => item.id === userId)
  return {
    id: userId,
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    telegram: user?.telegram ?? null,
  }
}

export function toAdminWallet(data: SandboxData, wallet: WalletRecord): S['AdminWallet'] {
  return {
    ...walletBalances(wallet),
    has_balance: wallet.balance > 0,
    has_pending: wallet.pending > 0,
    created_at: iso(wallet.created_at),
    updated_at: iso(wallet.updated_at),
    user: walletUser(data, wallet.userId),
  }
}

export function toTransfer(data: SandboxData, transfer: TransferRecord): S['Transfer'] {
  const wallet = data.wallets.find((item) => item.id === transfer.walletId)
  return {
    id: transfer.id,
    wallet_id: transfer.walletId,
    wallet_owner: walletUser(data, wallet?.userId ?? ''),
    amount: money(transfer.amount),
    currency: transfer.currency,
    status: transfer.status,
    destination: transfer.destination,
    note: transfer.note,
    created_by: transfer.created_by,
    created_at: iso(transfer.created_at),
    updated_at: iso(transfer.updated_at),
  }
}

export function toSubscriptionInfo(subscription: SubscriptionRecord): S['SubscriptionInfo'] {
  return {
    plan: subscription.plan,
    active: subscription.active,
    yearly: subscription.yearly,
    started_at: iso(subscription.started_at),
    expires_at: iso(subscription.expires_at),
  }
}
