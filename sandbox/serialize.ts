/** Store records → the contract's shapes. */
import type { components } from '../src/api/schema'
import { iso, money } from './lib.ts'
import { netOf } from './ledger.ts'
import type {
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
  }
}

export function toTransaction(data: SandboxData, tx: TransactionRecord): S['Transaction'] {
  const merchant = data.users.find((user) => user.id === tx.ownerId)
  return {
    id: tx.id,
    amount: money(netOf(tx)),
    fee: money(tx.fee),
    gross_amount: money(tx.gross),
    currency: tx.currency,
    status: tx.status,
    payment_method: tx.payment_method,
    customer_email: tx.customer_email,
    payment_link_id: tx.payment_link_id,
    merchant_email: merchant?.email ?? '',
    created_at: iso(tx.created_at),
    updated_at: iso(tx.updated_at),
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

export function toClientIntegration(data: SandboxData, integration: IntegrationRecord): S['ClientIntegration'] {
  return {
    ...toIntegration(data, integration),
    api_key: integration.api_key,
    created_at: iso(integration.created_at),
    updated_at: iso(integration.updated_at),
  }
}

/** The id and the three amounts that the client's and the admin's view of a wallet share. */
function walletBalances(wallet: WalletRecord): Pick<S['Wallet'], 'wallet_id' | 'balance' | 'pending_balance' | 'combined_balance'> {
  return {
    wallet_id: wallet.id,
    balance: money(wallet.balance),
    pending_balance: money(wallet.pending),
    combined_balance: money(wallet.balance + wallet.pending),
  }
}

export function toWallet(wallet: WalletRecord): S['Wallet'] {
  return {
    ...walletBalances(wallet),
    currency: wallet.currency,
    created_at: iso(wallet.created_at),
    updated_at: iso(wallet.updated_at),
  }
}

export function toAdminWallet(data: SandboxData, wallet: WalletRecord): S['AdminWallet'] {
  const user = data.users.find((item) => item.id === wallet.userId)
  return {
    ...walletBalances(wallet),
    has_balance: wallet.balance > 0,
    has_pending: wallet.pending > 0,
    created_at: iso(wallet.created_at),
    updated_at: iso(wallet.updated_at),
    user: {
      id: wallet.userId,
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      email: user?.email ?? '',
      telegram: user?.telegram ?? null,
    },
  }
}

export function toTransfer(transfer: TransferRecord): S['Transfer'] {
  return {
    id: transfer.id,
    wallet_id: transfer.walletId,
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
