/**
 * Deterministic seed data. Everything is derived from a fixed base date and a seeded
 * PRNG, so two calls give identical data. Password for every account: `Sandbox-pass-1`.
 */
import { addMonths, addressFor, createRandom, DAY, feeFor } from './lib.ts'
import { addTransaction, addTransfer } from './ledger.ts'
import type {
  Currency,
  IntegrationRecord,
  PaymentLinkRecord,
  Plan,
  PromoCode,
  SandboxData,
  SubscriptionRecord,
  TransactionRecord,
  TransactionStatus,
  UserRecord,
  WalletRecord,
} from './store.ts'

export const SEED_PASSWORD = 'Sandbox-pass-1'
/** 2026-06-01T00:00:00Z. Seeded history lies before it. */
export const SEED_BASE_DATE = Date.UTC(2026, 5, 1)
const BASE = SEED_BASE_DATE

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

const PLANS: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: '29.00',
    description: 'For new merchants taking their first payments.',
    is_popular: false,
    features: [
      { name: 'payment_links', display_text: 'Up to 20 active payment links' },
      { name: 'integrations', display_text: '1 website integration' },
      { name: 'support', display_text: 'E-mail support' },
      { name: 'fees', display_text: '2.5% card / 1.5% crypto fees' },
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 79,
    description: 'For growing businesses with steady volume.',
    is_popular: true,
    features: [
      { name: 'payment_links', display_text: 'Unlimited payment links' },
      { name: 'integrations', display_text: '3 website integrations' },
      { name: 'support', display_text: 'Priority support' },
      { name: 'telegram', display_text: 'Telegram payment notifications' },
      { name: 'fees', display_text: '2.5% card / 1.5% crypto fees' },
    ],
  },
  {
    id: 'business',
    name: 'Business',
    price: '199.00',
    description: 'For high-volume merchants and agencies.',
    is_popular: false,
    features: [
      { name: 'payment_links', display_text: 'Unlimited payment links' },
      { name: 'integrations', display_text: 'Unlimited website integrations' },
      { name: 'support', display_text: 'Dedicated account manager' },
      { name: 'reports', display_text: 'Monthly settlement reports' },
      { name: 'fees', display_text: 'Negotiated fees' },
    ],
  },
]

const PROMO_CODES: PromoCode[] = [
  { code: 'WELCOME20', discount_percentage: 20, applicable_plans: ['starter', 'pro', 'business'] },
  { code: 'PRO50', discount_percentage: 50, applicable_plans: ['pro'] },
]

const FIRST_NAMES = ['Amira', 'Ben', 'Chloe', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Keiko', 'Liam', 'Mona', 'Nikhil', 'Olga', 'Pedro', 'Quinn', 'Rosa', 'Sami', 'Tara']
const LAST_NAMES = ['Alvarez', 'Bakker', 'Chen', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ivanova', 'Jansen', 'Kowalski', 'Laurent', 'Moreau', 'Nakamura', 'Okafor', 'Petrov']

function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

function user(id: string, email: string, first: string, last: string, fields: Partial<UserRecord>): UserRecord {
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
    created_at: BASE - 200 * DAY,
    ...fields,
  }
}

export function seedStore(): SandboxData {
  const random = createRandom(20260601)
  const E = SEED_EMAILS

  const users: UserRecord[] = [
    user('usr_admin', E.admin, 'Ada', 'Admin', { is_admin: true, is_client: false, kyc_status: null, phone: '+1 555 0100', created_at: BASE - 400 * DAY }),
    user('usr_staff', E.staff, 'Sam', 'Staff', { is_staff: true, is_client: false, kyc_status: null, phone: '+1 555 0101', created_at: BASE - 380 * DAY }),
    user('usr_merchant', E.merchant, 'Maya', 'Merchant', {
      telegram: 'merchant_demo',
      phone: '+1 555 0102',
      subscription: { plan: 'pro', active: true },
      created_at: BASE - 300 * DAY,
    }),
    user('usr_kyc', E.kyc, 'Kira', 'Newcomer', { is_kyc: false, kyc_status: null, created_at: BASE - 3 * DAY }),
    user('usr_plan', E.plan, 'Paul', 'Planless', { telegram: 'planless_demo', created_at: BASE - 10 * DAY }),
    user('usr_telegram', E.telegram, 'Tom', 'Nogram', { subscription: { plan: 'starter', active: true }, created_at: BASE - 20 * DAY }),
    user('usr_lapsed', E.lapsed, 'Lena', 'Lapsed', {
      telegram: 'lapsed_demo',
      subscription: { plan: 'starter', active: false },
      created_at: BASE - 120 * DAY,
    }),
    user('usr_reviewer', E.reviewer, 'Rita', 'Reviewer', {
      telegram: 'reviewer_demo',
      subscription: { plan: 'business', active: true },
      created_at: BASE - 250 * DAY,
    }),
    user('usr_nolinks', E.nolinks, 'Nico', 'Nolinks', {
      telegram: 'nolinks_demo',
      subscription: { plan: 'starter', active: true },
      created_at: BASE - 90 * DAY,
    }),
  ]

  // 40 extra clients so that the admin wallet list has three pages of 20.
  for (let n = 1; n <= 40; n++) {
    const num = String(n).padStart(2, '0')
    const first = pick(random, FIRST_NAMES)
    const last = pick(random, LAST_NAMES)
    const hasPlan = random() < 0.7
    users.push(
      user(`usr_client_${num}`, `client${num}@paygrid.test`, first, last, {
        is_kyc: random() < 0.9,
        telegram: random() < 0.7 ? `${first.toLowerCase()}_${num}` : null,
        phone: random() < 0.5 ? `+44 7700 9000${num}` : null,
        subscription: hasPlan ? { plan: pick(random, ['starter', 'pro', 'business']), active: random() < 0.85 } : { plan: null, active: false },
        created_at: BASE - Math.floor(20 + random() * 330) * DAY - Math.floor(random() * DAY),
      }),
    )
  }
  for (const u of users) if (!u.is_kyc && u.is_client) u.kyc_status = null

  // Subscriptions for every client with a plan.
  const subscriptions: SubscriptionRecord[] = []
  for (const u of users) {
    const plan = u.subscription.plan
    if (!plan) continue
    const yearly = u.id === 'usr_reviewer' || (u.id.startsWith('usr_client_') && random() < 0.25)
    const started = u.subscription.active ? BASE - Math.floor(5 + random() * 25) * DAY : BASE - 75 * DAY
    const planRecord = PLANS.find((p) => p.id === plan)
    const monthly = Math.round(Number(planRecord?.price ?? 0) * 100)
    subscriptions.push({
      id: `sub_${u.id.replace(/^usr_/, '')}`,
      userId: u.id,
      plan,
      active: u.subscription.active,
      yearly,
      started_at: started,
      expires_at: yearly ? addMonths(started, 12) : addMonths(started, 1),
      amount_charged: yearly ? Math.round(monthly * 12 * 0.75) : monthly,
      promo_code: null,
    })
  }

  // Wallets for every client, with a seeded opening balance.
  const wallets: WalletRecord[] = users
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

  // Payment links.
  const paymentLinks: PaymentLinkRecord[] = []
  const link = (fields: Omit<PaymentLinkRecord, 'updated_at' | 'expire_at' | 'products'> & { expire_at?: number }) => {
    paymentLinks.push({ products: [], updated_at: fields.created_at, expire_at: fields.expire_at ?? addMonths(fields.created_at, 1), ...fields })
  }
  link({ id: 'demo-crypto', ownerId: 'usr_merchant', name: 'Crypto demo', description: 'Pay 25 USD in USDC on Polygon.', amount: 2500, currency: 'USD', payment_method: 'crypto', created_at: BASE - 5 * DAY, expiredOverride: false })
  link({ id: 'demo-card', ownerId: 'usr_merchant', name: 'Card demo', description: 'Pay 49.99 EUR by card.', amount: 4999, currency: 'EUR', payment_method: 'card', created_at: BASE - 4 * DAY, expiredOverride: false })
  link({ id: 'demo-both', ownerId: 'usr_merchant', name: 'Card or crypto demo', description: '', amount: 12000, currency: 'USD', payment_method: 'card/crypto', created_at: BASE - 3 * DAY, expiredOverride: false })
  link({ id: 'demo-expired', ownerId: 'usr_merchant', name: 'Expired demo', description: 'This link has expired.', amount: 1500, currency: 'USD', payment_method: 'card/crypto', created_at: BASE - 70 * DAY, expiredOverride: true })
  const linkNames = ['Consulting hour', 'Workshop ticket', 'Logo design', 'Monthly retainer', 'Website audit', 'Photo session', 'Yoga class pack', 'Translation job']
  linkNames.forEach((name, index) => {
    const created = BASE - Math.floor(10 + random() * 120) * DAY
    link({
      id: `pl_seed${String(index + 1).padStart(2, '0')}`,
      ownerId: 'usr_merchant',
      name,
      description: random() < 0.5 ? `${name} for ${pick(random, FIRST_NAMES)}` : '',
      amount: Math.round((10 + random() * 890) * 100),
      currency: random() < 0.6 ? 'USD' : 'EUR',
      payment_method: pick(random, ['card', 'crypto', 'card/crypto']),
      created_at: created,
      expiredOverride: index % 3 === 2,
    })
  })
  link({ id: 'pl_reviewer01', ownerId: 'usr_reviewer', name: 'Agency deposit', description: 'Project deposit.', amount: 50000, currency: 'EUR', payment_method: 'card/crypto', created_at: BASE - 15 * DAY, expiredOverride: false })

  // Transactions over January to May 2026, every status.
  const drafts: Omit<TransactionRecord, 'id'>[] = []
  const statuses: TransactionStatus[] = ['COMPLETED', 'PENDING', 'FAILED', 'CANCELED', 'CANCELLED']
  const weighted = (): TransactionStatus => {
    const r = random()
    return r < 0.6 ? 'COMPLETED' : r < 0.75 ? 'PENDING' : r < 0.9 ? 'FAILED' : r < 0.97 ? 'CANCELED' : 'CANCELLED'
  }
  const merchantLinks = paymentLinks.filter((l) => l.ownerId === 'usr_merchant')
  const owners = ['usr_reviewer', 'usr_nolinks', 'usr_lapsed', ...users.filter((u) => u.id.startsWith('usr_client_')).slice(0, 12).map((u) => u.id)]
  const draft = (ownerId: string, index: number, status: TransactionStatus) => {
    const created = BASE - Math.floor(1 + random() * 150) * DAY - Math.floor(random() * DAY)
    const viaLink = ownerId === 'usr_merchant' && random() < 0.6 ? pick(random, merchantLinks) : null
    const method = viaLink ? (viaLink.payment_method.includes('/') ? pick(random, ['card', 'crypto'] as const) : (viaLink.payment_method as 'card' | 'crypto')) : pick(random, ['card', 'crypto'] as const)
    const gross = viaLink ? viaLink.amount : Math.round((10 + random() * 890) * 100)
    const currency: Currency = viaLink ? viaLink.currency : random() < 0.7 ? 'USD' : 'EUR'
    const first = pick(random, FIRST_NAMES)
    const last = pick(random, LAST_NAMES)
    drafts.push({
      ownerId,
      gross,
      fee: feeFor(gross, method),
      currency,
      status,
      payment_method: method,
      customer_email: `${first.toLowerCase()}.${last.toLowerCase()}${index}@example.com`,
      billing_info: { email: `${first.toLowerCase()}.${last.toLowerCase()}${index}@example.com`, first_name: first, last_name: last, phone: '+1 555 0199' },
      payment_link_id: viaLink?.id ?? null,
      address: method === 'crypto' ? addressFor(`seed-tx-${ownerId}-${index}`) : null,
      created_at: created,
      updated_at: status === 'PENDING' ? created : created + Math.floor(random() * 3 * 60 * 60 * 1000),
    })
  }
  for (let i = 0; i < 60; i++) draft('usr_merchant', i, i < statuses.length ? (statuses[i] as TransactionStatus) : weighted())
  owners.forEach((ownerId, o) => {
    const count = 2 + Math.floor(random() * 3)
    for (let i = 0; i < count; i++) draft(ownerId, 100 + o * 10 + i, weighted())
  })
  drafts.sort((a, b) => a.created_at - b.created_at)

  const data: SandboxData = {
    users,
    sessions: [],
    plans: PLANS.map((plan) => ({ ...plan, features: plan.features.map((f) => ({ ...f })) })),
    promoCodes: PROMO_CODES.map((promo) => ({ ...promo, applicable_plans: [...promo.applicable_plans] })),
    subscriptions,
    integrations: [],
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
    nextTransactionId: 100001,
  }
  for (const tx of drafts) {
    addTransaction(data, { ...tx, id: String(data.nextTransactionId++) }, tx.updated_at)
  }

  // Integrations in every state.
  const integrations: [string, string, 'pending' | 'approved' | 'rejected'][] = [
    ['usr_merchant', 'shop.merchant-demo.com', 'approved'],
    ['usr_reviewer', 'https://reviewer-agency.example', 'approved'],
    ['usr_client_02', 'crafts-02.example', 'approved'],
    ['usr_client_09', 'www.gadgets-09.example', 'approved'],
    ['usr_lapsed', 'lapsed-store.example', 'pending'],
    ['usr_nolinks', 'nolinks-shop.example', 'pending'],
    ['usr_client_03', 'https://client03-shop.example', 'pending'],
    ['usr_client_07', 'boutique-07.example', 'pending'],
    ['usr_client_05', 'sketchy-deals.example', 'rejected'],
    ['usr_client_11', 'unfinished-site.example', 'rejected'],
  ]
  data.integrations = integrations.map(([userId, hostname, state], index): IntegrationRecord => {
    const created = BASE - (40 - index * 3) * DAY
    return {
      id: uuidFrom(random),
      userId,
      hostname,
      is_pending: state === 'pending',
      is_valid: state === 'approved',
      api_key: `pk_sandbox_${addressFor(`${userId}-key`).slice(2, 34)}`,
      created_at: created,
      updated_at: state === 'pending' ? created : created + DAY,
    }
  })

  // A few transfers (payouts).
  const walletId = (userId: string) => wallets.find((w) => w.userId === userId)?.id ?? ''
  addTransfer(data, { id: 'tr_seed01', walletId: walletId('usr_merchant'), amount: 30000, currency: 'USD', status: 'COMPLETED', destination: addressFor('merchant-payout'), note: 'April payout', created_by: E.staff, created_at: BASE - 30 * DAY, updated_at: BASE - 29 * DAY }, BASE - 29 * DAY)
  addTransfer(data, { id: 'tr_seed02', walletId: walletId('usr_merchant'), amount: 15000, currency: 'USD', status: 'PENDING', destination: addressFor('merchant-payout'), note: null, created_by: E.merchant, created_at: BASE - 2 * DAY, updated_at: BASE - 2 * DAY }, BASE - 2 * DAY)
  addTransfer(data, { id: 'tr_seed03', walletId: walletId('usr_reviewer'), amount: 8000, currency: 'USD', status: 'FAILED', destination: 'IBAN DE89 3704 0044 0532 0130 00', note: 'Bank rejected', created_by: E.staff, created_at: BASE - 12 * DAY, updated_at: BASE - 11 * DAY }, BASE - 11 * DAY)

  return data
}
