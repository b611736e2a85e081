/**
 * The sandbox's records: plain data (money in integer cents, dates in epoch milliseconds) that the store
 * holds, the seeds fill and the handlers turn into the contract's shapes through `serialize.ts`.
 */
import type { components } from '../src/api/schema'

type Schemas = components['schemas']
export type Currency = Schemas['Currency']
export type SettlementCurrency = Schemas['SettlementCurrency']
export type PaymentMethod = Schemas['PaymentMethod']
export type TransactionStatus = Schemas['TransactionStatus']
export type TransferStatus = Schemas['TransferStatus']
export type KycStatus = Schemas['KycStatus']
export type Plan = Schemas['Plan']
export type PromoCode = Schemas['PromoCode']
export type Product = Schemas['Product']
export type BillingInfo = Schemas['BillingInfo']

export interface UserRecord {
  id: string
  email: string
  password: string
  first_name: string
  last_name: string
  phone: string | null
  is_staff: boolean
  is_admin: boolean
  is_client: boolean
  is_kyc: boolean
  kyc_status: KycStatus | null
  telegram: string | null
  subscription: { plan: string | null; active: boolean }
  email_verified: boolean
  created_at: number
}

export interface SessionRecord {
  access: string
  refresh: string
  userId: string
  accessExpiresAt: number
  refreshExpiresAt: number
}

export interface SubscriptionRecord {
  id: string
  userId: string
  plan: string
  active: boolean
  yearly: boolean
  started_at: number
  expires_at: number
  /** Cents, euro. */
  amount_charged: number
  promo_code: string | null
}

export interface IntegrationRecord {
  id: string
  userId: string
  hostname: string
  is_pending: boolean
  is_valid: boolean
  api_key: string
  /** Why a reviewer rejected it, when they said. */
  rejection_reason?: string | null
  created_at: number
  updated_at: number
}

export interface PaymentLinkRecord {
  id: string
  ownerId: string
  name: string
  description: string
  /** Cents. */
  amount: number
  currency: Currency
  /** Methods joined with "/". */
  payment_method: string
  products: Product[]
  created_at: number
  updated_at: number
  expire_at: number
  /** The merchant's page for customers who finished paying (absolute https URL), if any. */
  return_url?: string | null
  /**
   * `true`/`false` pins the state (seeded demo links, so that they keep working whatever
   * today's date is); `null` means automatic expiry at `expire_at`.
   */
  expiredOverride: boolean | null
}

export interface TransactionRecord {
  id: string
  /** The merchant (client) who receives the money. */
  ownerId: string
  /** What the customer pays, cents. amount + fee. */
  gross: number
  /** Fee, cents. */
  fee: number
  currency: Currency
  status: TransactionStatus
  payment_method: PaymentMethod
  customer_email: string
  billing_info: BillingInfo | null
  payment_link_id: string | null
  address: string | null
  created_at: number
  updated_at: number
  /**
   * What reaches the merchant's wallet: recorded by the ledger when the transaction is added
   * (`ledger.ts`, at the rate in force at its creation) and only recomputed when its charged
   * amounts change; read it with `settlementOf`.
   */
  settlement?: SettlementRecord
}

/** A published exchange rate: 1 `from` = `rate` / 10000 `to`. */
export interface ExchangeRateRecord {
  from: Currency
  to: SettlementCurrency
  /** Ten-thousandths: 1.0850 is 10850. */
  rate: number
  source: string
  as_of: number
}

/** A transaction as settled into its wallet, in the wallet's currency. */
export interface SettlementRecord {
  currency: SettlementCurrency
  /** Cents of `currency`. */
  gross: number
  /** Cents of `currency`. */
  fee: number
  /** The rate the charged amounts were converted at; null when charged in `currency`. */
  rate: ExchangeRateRecord | null
}

export type TaskKind = 'transaction' | 'subscription'

export interface TaskRecord {
  id: string
  kind: TaskKind
  polls: number
  /** Set when the task will fail; the message is reported as `error` and `message`. */
  failure: string | null
  /** Runs once, when the task completes; returns the task result. */
  complete: () => Schemas['PaymentLinkTransactionResult'] | Schemas['SubscriptionTaskResult']
  result: Schemas['PaymentLinkTransactionResult'] | Schemas['SubscriptionTaskResult'] | null
  created_at: number
}

export interface WalletRecord {
  id: string
  userId: string
  /** Cents. */
  balance: number
  /** Cents. */
  pending: number
  currency: SettlementCurrency
  created_at: number
  updated_at: number
}

export interface TransferRecord {
  id: string
  walletId: string
  /** Cents, in the wallet's currency. */
  amount: number
  currency: SettlementCurrency
  status: TransferStatus
  destination: string
  note: string | null
  created_by: string
  created_at: number
  updated_at: number
}

/** A remembered answer to a request that carried an `Idempotency-Key`. */
export interface IdempotencyRecord {
  /** Method, path and canonical body of the first request. */
  fingerprint: string
  /** Null while the first request is still being processed. */
  response: { status: number; body: string; contentType: string | null } | null
  created_at: number
}

/** A request whose answer the sandbox will drop (`__sandbox/drop-next-response`). */
export interface DropRule {
  method: string
  /** Path below the API base, e.g. `/transaction/payment-link/create`. */
  path: string
}

export interface KycSessionRecord {
  token: string
  userId: string
  created_at: number
}

export interface OutboxMail {
  to: string
  kind: 'verify-email' | 'reset-password'
  token: string
  sent_at: number
}

export interface SandboxData {
  users: UserRecord[]
  sessions: SessionRecord[]
  plans: Plan[]
  promoCodes: PromoCode[]
  subscriptions: SubscriptionRecord[]
  integrations: IntegrationRecord[]
  paymentLinks: PaymentLinkRecord[]
  transactions: TransactionRecord[]
  tasks: TaskRecord[]
  wallets: WalletRecord[]
  transfers: TransferRecord[]
  kycSessions: KycSessionRecord[]
  /** E-mail verification tokens → user id. */
  verifyTokens: Map<string, string>
  /** Password reset tokens → user id. */
  resetTokens: Map<string, string>
  /** "Sent" e-mails, readable through GET /sandbox/__sandbox/emails. */
  outbox: OutboxMail[]
  /** Valid serial numbers for /api/v1/check-serial/. */
  serials: string[]
  /** What GET /geo answers. */
  geoCountry: string
  /** When set, the next async task fails with this message. */
  failNextTask: string | null
  /** When set, the next crypto transaction reports FAILED on status check number `failOnCheck`. */
  failNextCrypto: { failOnCheck: number } | null
  /** Crypto transactions that will fail on a given status check: id → checks so far and the failing one. */
  statusCheckFailures: Map<string, { checks: number; failOnCheck: number }>
  /** When true, the link used by the next payment-link transaction creation expires right after its task is created. */
  expireLinkOnNextCreation: boolean
  /** `Idempotency-Key` answers, by scope and key. */
  idempotency: Map<string, IdempotencyRecord>
  /** Requests to answer with a network error after processing them. */
  dropNext: DropRule[]
  /** Published exchange rates, oldest first (`exchangeRates.ts`). */
  exchangeRates: ExchangeRateRecord[]
}

export interface SandboxStore extends SandboxData {
  /** The store's clock (epoch milliseconds): the seeds lie before its current day. */
  now(): number
  /** Restores the seeds in place. */
  reset(): void
}
