/**
 * Hostile data (issue 12 part 4): an XSS and layout corpus, and the `hostile` scenario that
 * puts it into every user-controlled string the screens render. Browser tests import the
 * corpus from here; a payload that runs sets `window.__xss`.
 */
import { addressFor, DAY, feeFor } from './lib.ts'
import { addTransaction, addTransfer } from './ledger.ts'
import { SEED_PASSWORD } from './seed.ts'
import type { IntegrationRecord, PaymentLinkRecord, SandboxStore, TransactionRecord, UserRecord } from './store.ts'

/** The global a payload sets when it runs: `window.__xss` must stay undefined. */
export const XSS_FLAG = '__xss'

export const XSS_CORPUS = {
  imgOnerror: '<img src=x onerror=window.__xss=1>',
  attributeBreakout: '"><svg onload=window.__xss=1>',
  javascriptUrl: 'javascript:window.__xss=1',
  scriptTag: '<script>window.__xss=1</script>',
  /** U+202E turns "Invoice fdp.exe" into "Invoice exe.pdf" on screen. */
  rtlOverride: 'Invoice \u202Efdp.exe',
  zeroWidth: 'zero\u200Bwidth\u200C\u200Djoin\uFEFFer',
  /** 10 000 characters without a break opportunity. */
  long: 'Wide'.repeat(2500),
  emoji: '💸🔥 👩‍💻🏳️‍🌈🇲🇦',
  /** Registration accepts such e-mails. */
  svgEmail: '<svg/onload=window.__xss=1>@x.example',
  imgEmail: '"><img src=x onerror=window.__xss=1>@x.example',
} as const

/** Every corpus string. */
export const XSS_STRINGS: readonly string[] = Object.values(XSS_CORPUS)

const C = XSS_CORPUS
const HOSTILE_USERS: Pick<UserRecord, 'id' | 'email' | 'first_name' | 'last_name' | 'telegram' | 'phone'>[] = [
  { id: 'usr_hostile_01', email: C.svgEmail, first_name: C.imgOnerror, last_name: C.attributeBreakout, telegram: C.javascriptUrl, phone: C.scriptTag },
  { id: 'usr_hostile_02', email: C.imgEmail, first_name: C.rtlOverride, last_name: C.zeroWidth, telegram: C.scriptTag, phone: C.rtlOverride },
  { id: 'usr_hostile_03', email: `${C.rtlOverride.replace(/\s/g, '')}@x.example`, first_name: C.long, last_name: C.emoji, telegram: C.long, phone: null },
  { id: 'usr_hostile_04', email: `${C.zeroWidth}@x.example`, first_name: C.emoji, last_name: C.long, telegram: C.emoji, phone: C.zeroWidth },
]

function hostileId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
}

/**
 * Adds the hostile records (users with wallets, subscriptions, integrations, transactions and
 * transfers; the merchant's links, transactions and transfers) and renames seeded accounts
 * and a plan, keeping every login e-mail and session. Applying it twice changes nothing more.
 */
export function applyHostileScenario(store: SandboxStore, now: number): void {
  if (store.users.some((user) => user.id === 'usr_hostile_01')) return
  const base = now - DAY

  // Seeded accounts: names and telegram shown on settings, menus, lists.
  const rename: [string, string, string, string | null][] = [
    ['usr_merchant', C.imgOnerror, C.long, C.attributeBreakout],
    ['usr_admin', C.emoji, C.attributeBreakout, null],
    ['usr_staff', C.rtlOverride, C.scriptTag, null],
    ['usr_reviewer', C.zeroWidth, C.imgOnerror, C.scriptTag],
  ]
  for (const [id, first, last, telegram] of rename) {
    const user = store.users.find((item) => item.id === id)
    if (!user) continue
    user.first_name = first
    user.last_name = last
    if (telegram) user.telegram = telegram
  }

  // Plan free text (the plan cards).
  const business = store.plans.find((plan) => plan.id === 'business')
  if (business) {
    business.description = `${C.imgOnerror} ${C.long}`
    business.features.push({ name: 'hostile', display_text: C.attributeBreakout }, { name: 'hostile_rtl', display_text: C.rtlOverride })
  }

  // Hostile clients, each with a wallet, an active subscription, integrations and activity.
  HOSTILE_USERS.forEach((fields, index) => {
    store.users.push({
      ...fields,
      password: SEED_PASSWORD,
      is_staff: false,
      is_admin: false,
      is_client: true,
      is_kyc: true,
      kyc_status: 'success',
      subscription: { plan: 'pro', active: index % 2 === 0 },
      email_verified: true,
      created_at: base - (index + 1) * DAY,
    })
    store.wallets.push({ id: `wal_hostile_${index + 1}`, userId: fields.id, balance: 50000 * (index + 1), pending: 1000 * index, currency: 'USD', created_at: base - index * DAY, updated_at: base })
    store.subscriptions.push({ id: `sub_hostile_${index + 1}`, userId: fields.id, plan: 'pro', active: index % 2 === 0, yearly: index % 2 === 1, started_at: base - 3 * DAY, expires_at: base + 27 * DAY, amount_charged: 7900, promo_code: null })
  })

  // Hostnames: the merchant's own, pending and approved ones from the hostile clients.
  const merchantIntegration = store.integrations.find((item) => item.userId === 'usr_merchant')
  if (merchantIntegration) merchantIntegration.hostname = C.javascriptUrl
  // Rejection reasons (the owner's integration page).
  for (const [userId, reason] of [
    ['usr_client_05', `${C.imgOnerror} ${C.scriptTag} ${C.rtlOverride}`],
    ['usr_client_11', C.long],
  ] as const) {
    const rejected = store.integrations.find((item) => item.userId === userId && !item.is_pending && !item.is_valid)
    if (rejected) rejected.rejection_reason = reason
  }
  const hostnames = [C.javascriptUrl, C.imgOnerror, C.attributeBreakout, C.scriptTag, C.rtlOverride, C.zeroWidth, C.long, C.emoji, 'https://evil.example/path?q=<script>', 'user:pass@evil.example']
  hostnames.forEach((hostname, index) => {
    const integration: IntegrationRecord = {
      id: hostileId(index + 1),
      userId: HOSTILE_USERS[index % HOSTILE_USERS.length]?.id ?? 'usr_hostile_01',
      hostname,
      is_pending: index % 2 === 0,
      is_valid: index % 2 === 1,
      api_key: `pk_sandbox_hostile_${index}`,
      created_at: base - index * 60 * 60 * 1000,
      updated_at: base,
    }
    store.integrations.push(integration)
  })

  // The merchant's payment links: names and descriptions.
  const texts = [C.imgOnerror, C.attributeBreakout, C.javascriptUrl, C.scriptTag, C.rtlOverride, C.zeroWidth, C.long, C.emoji]
  texts.forEach((text, index) => {
    const created = base - index * 60 * 60 * 1000
    const link: PaymentLinkRecord = {
      id: `pl_hostile${String(index + 1).padStart(2, '0')}`,
      ownerId: 'usr_merchant',
      name: text,
      description: texts[(index + 3) % texts.length] ?? '',
      amount: 1000 + index * 1111,
      currency: index % 2 ? 'EUR' : 'USD',
      payment_method: (['card', 'crypto', 'card/crypto'] as const)[index % 3] ?? 'card',
      products: [],
      created_at: created,
      updated_at: created,
      expire_at: created + 30 * DAY,
      expiredOverride: index === 7 ? true : null,
    }
    store.paymentLinks.push(link)
  })

  // Transactions: billing info of the merchant's customers and of the hostile clients' ones.
  const owners = ['usr_merchant', 'usr_merchant', 'usr_merchant', ...HOSTILE_USERS.map((user) => user.id)]
  owners.forEach((ownerId, index) => {
    const method = index % 2 ? 'crypto' : 'card'
    const gross = 2500 + index * 1000
    const created = base - index * 2 * 60 * 60 * 1000
    const email = index % 2 ? C.svgEmail : C.imgEmail
    const tx: TransactionRecord = {
      id: String(900001 + index),
      ownerId,
      gross,
      fee: feeFor(gross, method),
      currency: 'USD',
      status: (['COMPLETED', 'PENDING', 'FAILED', 'CANCELLED'] as const)[index % 4] ?? 'PENDING',
      payment_method: method,
      customer_email: email,
      billing_info: { email, first_name: texts[index % texts.length] ?? '', last_name: texts[(index + 4) % texts.length] ?? '', phone: C.scriptTag },
      payment_link_id: ownerId === 'usr_merchant' ? `pl_hostile${String(index + 1).padStart(2, '0')}` : null,
      address: method === 'crypto' ? addressFor(`hostile-${index}`) : null,
      created_at: created,
      updated_at: created,
    }
    addTransaction(store, tx, created)
  })

  // Transfers: destinations and notes.
  const wallets = ['usr_merchant', ...HOSTILE_USERS.map((user) => user.id)].map((userId) => store.wallets.find((wallet) => wallet.userId === userId))
  wallets.forEach((wallet, index) => {
    if (!wallet) return
    const created = base - index * 60 * 60 * 1000
    addTransfer(store, {
      id: `tr_hostile${String(index + 1).padStart(2, '0')}`,
      walletId: wallet.id,
      amount: 1000,
      currency: 'USD',
      status: index % 2 ? 'COMPLETED' : 'PENDING',
      destination: texts[(index + 2) % texts.length] ?? '',
      note: texts[(index + 5) % texts.length] ?? null,
      created_by: index % 2 ? 'staff@paygrid.test' : (store.users.find((user) => user.id === wallet.userId)?.email ?? ''),
      created_at: created,
      updated_at: created,
    }, created)
  })
}
