/** The fixed parts of the seeds: plans, promo codes, names, and the merchant's payment links. */
import type { Currency, Plan, PromoCode } from './records.ts'

export const PLANS: Plan[] = [
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

export const PROMO_CODES: PromoCode[] = [
  { code: 'WELCOME20', discount_percentage: 20, applicable_plans: ['starter', 'pro', 'business'] },
  { code: 'PRO50', discount_percentage: 50, applicable_plans: ['pro'] },
]

export const FIRST_NAMES = ['Amira', 'Ben', 'Chloe', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Keiko', 'Liam', 'Mona', 'Nikhil', 'Olga', 'Pedro', 'Quinn', 'Rosa', 'Sami', 'Tara']
export const LAST_NAMES = ['Alvarez', 'Bakker', 'Chen', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ivanova', 'Jansen', 'Kowalski', 'Laurent', 'Moreau', 'Nakamura', 'Okafor', 'Petrov']

export interface LinkSeed {
  id: string
  name: string
  /** Cents. */
  amount: number
  currency: Currency
  payment_method: 'card' | 'crypto' | 'card/crypto'
  description: string
  /** Days before the seed day. */
  createdDaysAgo: number
  /** Pinned state (the demo links, so that they keep working); otherwise expiry one month after creation. */
  expired?: boolean
  /** Customers pay through it (seeded transactions); links without payments are `pending` in the list filter. */
  paid: boolean
  /** Where the checkout's outcome screens offer to go back to ("Back to <shop>"). */
  return_url?: string
}

/** The demo shop the demo links send their customers back to. */
export const DEMO_SHOP_RETURN_URL = 'https://shop.example.com/thanks'

/**
 * The merchant's payment links: both currencies, every method, active and expired,
 * with and without a description, names to search for (an accent, a dash).
 */
export const MERCHANT_LINKS: LinkSeed[] = [
  { id: 'demo-crypto', name: 'Crypto demo', amount: 2500, currency: 'USD', payment_method: 'crypto', description: 'Pay 25 USD in USDC on Polygon.', createdDaysAgo: 5, expired: false, paid: true, return_url: DEMO_SHOP_RETURN_URL },
  { id: 'demo-card', name: 'Card demo', amount: 4999, currency: 'EUR', payment_method: 'card', description: 'Pay 49.99 EUR by card.', createdDaysAgo: 4, expired: false, paid: true, return_url: DEMO_SHOP_RETURN_URL },
  { id: 'demo-both', name: 'Card or crypto demo', amount: 12000, currency: 'USD', payment_method: 'card/crypto', description: '', createdDaysAgo: 3, expired: false, paid: true },
  { id: 'demo-expired', name: 'Expired demo', amount: 1500, currency: 'USD', payment_method: 'card/crypto', description: 'This link has expired.', createdDaysAgo: 70, expired: true, paid: false },
  { id: 'pl_seed01', name: 'Consulting hour', amount: 15000, currency: 'USD', payment_method: 'card', description: 'One hour of strategy consulting.', createdDaysAgo: 12, paid: true },
  { id: 'pl_seed02', name: 'Workshop ticket', amount: 4500, currency: 'EUR', payment_method: 'card/crypto', description: '', createdDaysAgo: 20, paid: true },
  { id: 'pl_seed03', name: 'Logo design', amount: 32000, currency: 'USD', payment_method: 'crypto', description: 'Logo design for Amira.', createdDaysAgo: 40, paid: true },
  { id: 'pl_seed04', name: 'Monthly retainer', amount: 90000, currency: 'EUR', payment_method: 'card', description: 'Retainer for the month.', createdDaysAgo: 8, paid: true },
  { id: 'pl_seed05', name: 'Website audit', amount: 27550, currency: 'USD', payment_method: 'card/crypto', description: '', createdDaysAgo: 65, paid: true },
  { id: 'pl_seed06', name: 'Photo session', amount: 18000, currency: 'EUR', payment_method: 'card', description: 'Two-hour outdoor photo session.', createdDaysAgo: 25, paid: true },
  { id: 'pl_seed07', name: 'Yoga class pack', amount: 6000, currency: 'EUR', payment_method: 'card/crypto', description: 'Ten classes.', createdDaysAgo: 90, paid: true },
  { id: 'pl_seed08', name: 'Translation job', amount: 41025, currency: 'USD', payment_method: 'crypto', description: '', createdDaysAgo: 6, paid: true },
  { id: 'pl_seed09', name: 'Donation', amount: 1000, currency: 'USD', payment_method: 'card/crypto', description: 'Support our open-source work.', createdDaysAgo: 2, paid: false },
  { id: 'pl_seed10', name: 'Conference pass', amount: 74999, currency: 'EUR', payment_method: 'card', description: '', createdDaysAgo: 33, paid: true },
  { id: 'pl_seed11', name: 'Guitar lessons', amount: 3500, currency: 'USD', payment_method: 'card', description: 'Weekly lesson, 45 minutes.', createdDaysAgo: 15, paid: false },
  { id: 'pl_seed12', name: 'Server maintenance', amount: 50000, currency: 'USD', payment_method: 'crypto', description: 'Quarterly maintenance.', createdDaysAgo: 50, paid: true },
  { id: 'pl_seed13', name: 'Café gift card', amount: 2500, currency: 'EUR', payment_method: 'card/crypto', description: '', createdDaysAgo: 1, paid: false },
  { id: 'pl_seed14', name: 'Deposit – kitchen renovation', amount: 85000, currency: 'EUR', payment_method: 'card', description: 'Deposit for the renovation project.', createdDaysAgo: 18, paid: true },
  { id: 'pl_seed15', name: 'E-book bundle', amount: 1999, currency: 'USD', payment_method: 'crypto', description: '', createdDaysAgo: 26, paid: false },
  { id: 'pl_seed16', name: 'Event sponsorship', amount: 60000, currency: 'USD', payment_method: 'card/crypto', description: 'Silver sponsor package.', createdDaysAgo: 75, paid: false },
]
