/**
 * Deterministic seed data. Everything is derived from the seed day (the UTC day of the
 * store's clock) and a seeded PRNG, so two stores seeded on the same day hold identical
 * data, with fixed ids; the history lies before the seed day, so the demo data is always
 * recent. Password for every account: `Sandbox-pass-1`.
 */
import { addMonths, addressFor, createRandom, DAY, feeFor, opaqueTransactionId, startOfUtcDay } from './lib.ts'
import { seedExchangeRates } from './exchangeRates.ts'
import { addTransaction, addTransfer } from './ledger.ts'
import { FIRST_NAMES, LAST_NAMES, MERCHANT_LINKS, PLANS, PROMO_CODES } from './seedCatalog.ts'
import type {
  Currency,
  IntegrationRecord,
  PaymentLinkRecord,
  PaymentMethod,
  SandboxData,
  SubscriptionRecord,
  TransactionRecord,
  TransactionStatus,
  UserRecord,
  WalletRecord,
} from './records.ts'

export const SEED_PASSWORD = 'Sandbox-pass-1'
/** The seed of the seeded transactions' ids (fixed: the demo data has the same ids every time). */
const SEED_TRANSACTION_IDS = 0x7a5e1d

/** The seed day: 00:00 UTC of the clock's day. Seeded history lies before it. */
export function seedBaseDate(now: number): number {
  return startOfUtcDay(now)
}

export const SEED_EMAILS = {
  admin: 'admin@paygrid.test',
  staff: 'staff@paygrid.test',
  merchant: 'merchant@paygrid.test',
  kyc: 'kyc@paygrid.test',
  plan: 'plan@paygrid.test',
  telegram: 'telegram@paygrid.test',
  lapsed: 'lapsed@paygrid.test',
  reviewer: 'reviewer@paygrid.test',
  nolinks: 'nolinks@paygrid.test',
} as const

/** Payment links with fixed ids, owned by the merchant. */
export const DEMO_LINK_IDS = ['demo-crypto', 'demo-card', 'demo-both', 'demo-expired'] as const

/** A fixed e-mail verification token (for kyc@) and a fixed reset token (for plan@). */
export const DEMO_VERIFY_TOKEN = 'demo-verify-token'
export const DEMO_RESET_TOKEN = 'demo-reset-token'

type Random = () => number

function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

function user(base: number, id: string, email: string, first: string, last: string, fields: Partial<UserRecord>): UserRecord {
  return {
    id,
    email,
    password: SEED_PASSWORD,
    first_name: first,
    last_name: last,
    phone: null,
    is_staff: false,
    is_admin: false,
    is_client: true,
    is_kyc: true,
    kyc_status: 'success',
    telegram: null,
    subscription: { plan: null, active: false },
    email_verified: true,
    created_at: base - 200 * DAY,
    ...fields,
  }
}

function seedUsers(random: Random, base: number): UserRecord[] {
  const E = SEED_EMAILS
  const users: UserRecord[] = [
    user(base, 'usr_admin', E.admin, 'Ada', 'Admin', { is_admin: true, is_client: false, kyc_status: null, phone: '+1 555 0100', created_at: base - 400 * DAY }),
    user(base, 'usr_staff', E.staff, 'Sam', 'Staff', { is_staff: true, is_client: false, kyc_status: null, phone: '+1 555 0101', created_at: base - 380 * DAY }),
    user(base, 'usr_merchant', E.merchant, 'Maya', 'Merchant', {
      telegram: 'merchant_demo',
      phone: '+1 555 0102',
      subscription: { plan: 'pro', active: true },
      created_at: base - 300 * DAY,
    }),
    user(base, 'usr_kyc', E.kyc, 'Kira', 'Newcomer', { is_kyc: false, kyc_status: null, created_at: base - 3 * DAY }),
    user(base, 'usr_plan', E.plan, 'Paul', 'Planless', { telegram: 'planless_demo', created_at: base - 10 * DAY }),
    user(base, 'usr_telegram', E.telegram, 'Tom', 'Nogram', { subscription: { plan: 'starter', active: true }, created_at: base - 20 * DAY }),
    user(base, 'usr_lapsed', E.lapsed, 'Lena', 'Lapsed', { telegram: 'lapsed_demo', subscription: { plan: 'starter', active: false }, created_at: base - 120 * DAY }),
    user(base, 'usr_reviewer', E.reviewer, 'Rita', 'Reviewer', { telegram: 'reviewer_demo', subscription: { plan: 'business', active: true }, created_at: base - 250 * DAY }),
    user(base, 'usr_nolinks', E.nolinks, 'Nico', 'Nolinks', { telegram: 'nolinks_demo', subscription: { plan: 'starter', active: true }, created_at: base - 90 * DAY }),
  ]
  // 40 extra clients so that the admin wallet list has three pages of 20 (47 client wallets).
  for (let n = 1; n <= 40; n++) {
    const num = String(n).padStart(2, '0')
    const first = pick(random, FIRST_NAMES)
    const last = pick(random, LAST_NAMES)
    const hasPlan = random() < 0.7
    const isKyc = random() < 0.9
    users.push(
      user(base, `usr_client_${num}`, `client${num}@paygrid.test`, first, last, {
        is_kyc: isKyc,
        kyc_status: isKyc ? 'success' : null,
        telegram: random() < 0.7 ? `${first.toLowerCase()}_${num}` : null,
        phone: random() < 0.5 ? `+44 7700 9000${num}` : null,
        subscription: hasPlan ? { plan: pick(random, ['starter', 'pro', 'business']), active: random() < 0.85 } : { plan: null, active: false },
        created_at: base - Math.floor(20 + random() * 330) * DAY - Math.floor(random() * DAY),
      }),
    )
  }
  return users
}

function monthlyCents(planId: string): number {
  return Math.round(Number(PLANS.find((plan) => plan.id === planId)?.price ?? 0) * 100)
}

/** The current subscription of every client with a plan, plus some history (a replaced plan, a promo). */
function seedSubscriptions(random: Random, base: number, users: UserRecord[]): SubscriptionRecord[] {
  const subscriptions: SubscriptionRecord[] = [
    {
      id: 'sub_merchant_2',
      userId: 'usr_merchant',
      plan: 'starter',
      active: false,
      yearly: false,
      started_at: base - 64 * DAY,
      expires_at: addMonths(base - 64 * DAY, 1),
      amount_charged: Math.round((monthlyCents('starter') * 80) / 100),
      promo_code: 'WELCOME20',
    },
  ]
  for (const u of users) {
    const plan = u.subscription.plan
    if (!plan) continue
    const yearly = u.id === 'usr_reviewer' || (u.id.startsWith('usr_client_') && random() < 0.25)
    const started = u.subscription.active ? base - Math.floor(5 + random() * 25) * DAY : base - 75 * DAY
    const monthly = monthlyCents(plan)
    const promo = u.id === 'usr_nolinks' ? 'WELCOME20' : u.id === 'usr_client_04' && plan === 'pro' ? 'PRO50' : null
    const price = yearly ? Math.round(monthly * 12 * 0.75) : monthly
    subscriptions.push({
      id: `sub_${u.id.replace(/^usr_/, '')}`,
      userId: u.id,
      plan,
      active: u.subscription.active,
      yearly,
      started_at: started,
      expires_at: yearly ? addMonths(started, 12) : addMonths(started, 1),
      amount_charged: promo ? Math.round((price * (promo === 'PRO50' ? 50 : 80)) / 100) : price,
      promo_code: promo,
    })
  }
  return subscriptions
}

function seedWallets(random: Random, users: UserRecord[]): WalletRecord[] {
  return users
    .filter((u) => u.is_client)
    .map((u) => {
      const opening = u.id === 'usr_merchant' ? 125000 : random() < 0.35 ? 0 : Math.floor(random() * 500000)
      const openingPending = u.id === 'usr_merchant' ? 0 : random() < 0.7 ? 0 : Math.floor(random() * 80000)
      return {
        id: `wal_${addressFor(u.id).slice(2, 26)}`,
        userId: u.id,
        balance: opening,
        pending: openingPending,
        currency: 'USD' as const,
        created_at: u.created_at,
        updated_at: u.created_at,
      }
    })
}

function seedLinks(base: number): PaymentLinkRecord[] {
  const links: PaymentLinkRecord[] = MERCHANT_LINKS.map((seed) => {
    const created = base - seed.createdDaysAgo * DAY + 9 * 60 * 60 * 1000
    return {
      id: seed.id,
      ownerId: 'usr_merchant',
      name: seed.name,
      description: seed.description,
      amount: seed.amount,
      currency: seed.currency,
      payment_method: seed.payment_method,
      products: [],
      created_at: created,
      updated_at: created,
      expire_at: addMonths(created, 1),
      expiredOverride: seed.expired ?? null,
      return_url: seed.return_url ?? null,
    }
  })
  const agency = base - 15 * DAY
  links.push({ id: 'pl_reviewer01', ownerId: 'usr_reviewer', name: 'Agency deposit', description: 'Project deposit.', amount: 50000, currency: 'EUR', payment_method: 'card/crypto', products: [], created_at: agency, updated_at: agency, expire_at: addMonths(agency, 1), expiredOverride: false })
  return links
}

const WEIGHTED_STATUS: [number, TransactionStatus][] = [
  [0.6, 'COMPLETED'],
  [0.75, 'PENDING'],
  [0.9, 'FAILED'],
  [0.97, 'CANCELED'],
  [1, 'CANCELLED'],
]

/**
 * Transactions: 60 for the merchant (45 within the last 60 days, the first five in every
 * status, CANCELLED spelling included; the rest up to 150 days back), a few for other clients.
 * Card and crypto, USD and EUR, through payment links or direct (website) charges; the EUR
 * ones settle into their USD wallets at the seeded daily rate of their day (`exchangeRates.ts`).
 */
function seedTransactionDrafts(random: Random, base: number, users: UserRecord[], links: PaymentLinkRecord[]): Omit<TransactionRecord, 'id'>[] {
  const drafts: Omit<TransactionRecord, 'id'>[] = []
  const weighted = (): TransactionStatus => {
    const r = random()
    return WEIGHTED_STATUS.find(([limit]) => r < limit)?.[1] ?? 'COMPLETED'
  }
  const paidLinks = links.filter((link) => link.ownerId === 'usr_merchant' && MERCHANT_LINKS.find((seed) => seed.id === link.id)?.paid)
  const draft = (ownerId: string, index: number, status: TransactionStatus, maxDaysAgo: number, minDaysAgo = 0) => {
    const viaLink = ownerId === 'usr_merchant' && random() < 0.6 ? pick(random, paidLinks) : null
    let created = base - Math.floor((minDaysAgo + random() * (maxDaysAgo - minDaysAgo)) * DAY) - 1
    if (viaLink) {
      // Within 28 days of the link's creation (the shortest month, so it is open whatever the calendar): the seeded
      // dates, and the day's rate each EUR payment settles at, are the same whichever day the sandbox starts on.
      const until = Math.min(viaLink.created_at + 28 * DAY, viaLink.expire_at, base) - 1
      created = viaLink.created_at + Math.floor(random() * Math.max(1, until - viaLink.created_at))
    }
    const method: PaymentMethod = viaLink
      ? viaLink.payment_method.includes('/') ? pick(random, ['card', 'crypto'] as const) : (viaLink.payment_method as PaymentMethod)
      : pick(random, ['card', 'crypto'] as const)
    const gross = viaLink ? viaLink.amount : Math.round((10 + random() * 890) * 100)
    const currency: Currency = viaLink ? viaLink.currency : random() < 0.7 ? 'USD' : 'EUR'
    const first = pick(random, FIRST_NAMES)
    const last = pick(random, LAST_NAMES)
    const email = `${first.toLowerCase()}.${last.toLowerCase()}${index}@example.com`
    drafts.push({
      ownerId,
      gross,
      fee: feeFor(gross, method),
      currency,
      status,
      payment_method: method,
      customer_email: email,
      billing_info: { email, first_name: first, last_name: last, phone: `+1 555 01${String(index % 100).padStart(2, '0')}` },
      payment_link_id: viaLink?.id ?? null,
      address: method === 'crypto' ? addressFor(`seed-tx-${ownerId}-${index}`) : null,
      created_at: created,
      updated_at: status === 'PENDING' ? created : created + Math.floor(random() * 3 * 60 * 60 * 1000),
    })
  }
  const everyStatus: TransactionStatus[] = ['COMPLETED', 'PENDING', 'FAILED', 'CANCELED', 'CANCELLED']
  for (let i = 0; i < 60; i++) {
    const status = everyStatus[i] ?? weighted()
    if (i < 45) draft('usr_merchant', i, status, 60)
    else draft('usr_merchant', i, status, 150, 60)
  }
  const owners = ['usr_reviewer', 'usr_nolinks', 'usr_lapsed', ...users.filter((u) => u.id.startsWith('usr_client_')).slice(0, 12).map((u) => u.id)]
  owners.forEach((ownerId, o) => {
    const count = 2 + Math.floor(random() * 3)
    for (let i = 0; i < count; i++) draft(ownerId, 100 + o * 10 + i, weighted(), i === 0 ? 60 : 150)
  })
  return drafts.sort((a, b) => a.created_at - b.created_at)
}

/** Integrations in every state; two legacy records keep the scheme they were stored with before hostnames were validated. */
function seedIntegrations(random: Random, base: number): IntegrationRecord[] {
  const integrations: [string, string, 'pending' | 'approved' | 'rejected'][] = [
    ['usr_merchant', 'shop.merchant-demo.com', 'approved'],
    ['usr_reviewer', 'https://reviewer-agency.example', 'approved'],
    ['usr_client_02', 'crafts-02.example', 'approved'],
    ['usr_client_09', 'www.gadgets-09.example', 'approved'],
    ['usr_client_13', 'tea-house-13.example', 'approved'],
    ['usr_lapsed', 'lapsed-store.example', 'pending'],
    ['usr_nolinks', 'nolinks-shop.example', 'pending'],
    ['usr_client_03', 'https://client03-shop.example', 'pending'],
    ['usr_client_07', 'boutique-07.example', 'pending'],
    ['usr_client_12', 'bikes-12.example', 'pending'],
    ['usr_client_15', 'shop.florist-15.example', 'pending'],
    ['usr_client_05', 'sketchy-deals.example', 'rejected'],
    ['usr_client_11', 'unfinished-site.example', 'rejected'],
  ]
  return integrations.map(([userId, hostname, state], index): IntegrationRecord => {
    const created = base - (40 - index * 3) * DAY
    return {
      id: uuidFrom(random),
      userId,
      hostname,
      is_pending: state === 'pending',
      is_valid: state === 'approved',
      api_key: `pk_sandbox_${addressFor(`${userId}-key`).slice(2, 34)}`,
      rejection_reason: REJECTION_REASONS[hostname] ?? null,
      created_at: created,
      updated_at: state === 'pending' ? created : created + DAY,
    }
  })
}

/** One rejection explained to its owner, the other one without a reason. */
const REJECTION_REASONS: Record<string, string> = {
  'sketchy-deals.example': 'The website sells replica designer goods, which our terms of service do not allow.',
}

/** Payouts in every status: the merchant's own requests and staff transfers. */
function seedTransfers(data: SandboxData, base: number): void {
  const E = SEED_EMAILS
  const walletOf = (userId: string) => data.wallets.find((w) => w.userId === userId)
  const merchant = walletOf('usr_merchant')?.id ?? ''
  const payout = addressFor('merchant-payout')
  const transfers = [
    { id: 'tr_seed01', walletId: merchant, amount: 30000, status: 'COMPLETED', destination: payout, note: 'Monthly payout', created_by: E.staff, daysAgo: 30 },
    { id: 'tr_seed02', walletId: merchant, amount: 15000, status: 'PENDING', destination: payout, note: null, created_by: E.merchant, daysAgo: 2 },
    { id: 'tr_seed03', walletId: walletOf('usr_reviewer')?.id ?? '', amount: 8000, status: 'FAILED', destination: 'IBAN DE89 3704 0044 0532 0130 00', note: 'Bank rejected', created_by: E.staff, daysAgo: 12 },
    { id: 'tr_seed04', walletId: merchant, amount: 20000, status: 'PROCESSING', destination: 'IBAN FR14 2004 1010 0505 0001 3M02 606', note: 'Bank transfer', created_by: E.merchant, daysAgo: 1 },
    { id: 'tr_seed05', walletId: merchant, amount: 5000, status: 'CANCELLED', destination: payout, note: 'Wrong amount', created_by: E.merchant, daysAgo: 20 },
    { id: 'tr_seed06', walletId: merchant, amount: 12500, status: 'FAILED', destination: 'IBAN GB33 BUKB 2020 1555 5555 55', note: 'Account closed', created_by: E.staff, daysAgo: 45 },
  ] as const
  for (const t of transfers) {
    const created = base - t.daysAgo * DAY + 10 * 60 * 60 * 1000
    const updated = t.status === 'PENDING' ? created : created + 2 * 60 * 60 * 1000
    addTransfer(data, { id: t.id, walletId: t.walletId, amount: t.amount, currency: 'USD', status: t.status, destination: t.destination, note: t.note, created_by: t.created_by, created_at: created, updated_at: updated }, updated)
  }
  // Staff payouts of a fifth of some other clients' balances.
  ;['usr_client_02', 'usr_client_06', 'usr_client_09', 'usr_client_14'].forEach((userId, index) => {
    const wallet = walletOf(userId)
    const amount = wallet ? Math.floor(wallet.balance / 5) : 0
    if (!wallet || amount <= 0) return
    const created = base - (5 + index * 7) * DAY + 11 * 60 * 60 * 1000
    addTransfer(data, { id: `tr_seed${String(10 + index)}`, walletId: wallet.id, amount, currency: 'USD', status: index % 2 ? 'PENDING' : 'COMPLETED', destination: addressFor(`${userId}-payout`), note: null, created_by: E.staff, created_at: created, updated_at: created }, created)
  })
}

export function seedStore(now: number): SandboxData {
  const base = seedBaseDate(now)
  const random = createRandom(20260601)
  const users = seedUsers(random, base)
  const subscriptions = seedSubscriptions(random, base, users)
  const wallets = seedWallets(random, users)
  const paymentLinks = seedLinks(base)
  const drafts = seedTransactionDrafts(random, base, users, paymentLinks)

  const data: SandboxData = {
    users,
    sessions: [],
    plans: PLANS.map((plan) => ({ ...plan, features: plan.features.map((f) => ({ ...f })) })),
    promoCodes: PROMO_CODES.map((promo) => ({ ...promo, applicable_plans: [...promo.applicable_plans] })),
    subscriptions,
    integrations: seedIntegrations(random, base),
    paymentLinks,
    transactions: [],
    tasks: [],
    wallets,
    transfers: [],
    kycSessions: [],
    verifyTokens: new Map([[DEMO_VERIFY_TOKEN, 'usr_kyc']]),
    resetTokens: new Map([[DEMO_RESET_TOKEN, 'usr_plan']]),
    outbox: [],
    serials: ['PG-2026-0001', 'PG-2026-0002', 'PG-2026-0420'],
    geoCountry: 'US',
    failNextTask: null,
    failNextCrypto: null,
    statusCheckFailures: new Map(),
    expireLinkOnNextCreation: false,
    idempotency: new Map(),
    dropNext: [],
    exchangeRates: seedExchangeRates(base),
  }
  // Their own stream, so that the ids do not shift the rest of the seeded data.
  const idRandom = createRandom(SEED_TRANSACTION_IDS)
  for (const tx of drafts) addTransaction(data, { ...tx, id: opaqueTransactionId(idRandom) }, tx.updated_at)
  seedTransfers(data, base)
  return data
}
