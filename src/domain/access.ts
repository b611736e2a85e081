import type { components } from '../api/schema'
import { config } from '../config'

type User = components['schemas']['User']

export type Role = 'admin' | 'staff' | 'client'

/** The configured special accounts (SPEC §2, §6): never e-mails written in code. */
export interface AccessConfig {
  integrationReviewerEmails: readonly string[]
  paymentLinksExcludedEmails: readonly string[]
}

/** SPEC §6: roles are flags; when several are set, admin wins over staff, staff over client. */
export function roleOf(user: User): Role | null {
  if (user.is_admin) return 'admin'
  if (user.is_staff) return 'staff'
  if (user.is_client) return 'client'
  return null
}

const listed = (emails: readonly string[], email: string) => emails.includes(email.trim().toLowerCase())

const RULES = {
  signedIn: () => true,
  admin: (_user: User, role: Role | null) => role === 'admin',
  staff: (_user: User, role: Role | null) => role === 'staff',
  client: (_user: User, role: Role | null) => role === 'client',
  integrationReview: (user: User, role: Role | null, cfg: AccessConfig) => role === 'admin' || role === 'staff' || listed(cfg.integrationReviewerEmails, user.email),
  paymentLinks: (user: User, role: Role | null, cfg: AccessConfig) => role === 'client' && !listed(cfg.paymentLinksExcludedEmails, user.email),
  checkout: (user: User, _role: Role | null, cfg: AccessConfig) => !listed(cfg.paymentLinksExcludedEmails, user.email),
} satisfies Record<string, (user: User, role: Role | null, cfg: AccessConfig) => boolean>

/** Who may open each guarded path (SPEC §2 route table, §6). A path also covers the paths below it. */
export const ROUTE_ACCESS = {
  '/dashboard': 'signedIn',
  '/wallets-admin': 'admin',
  '/calculator': 'admin',
  '/subscription-admin': 'admin',
  '/transactions-admin': 'admin',
  '/validated-integration': 'integrationReview',
  '/integration-validation': 'integrationReview',
  '/funds-transfer': 'staff',
  '/transactions': 'client',
  '/payment-links': 'paymentLinks',
  '/subscription': 'client',
  '/wallet': 'client',
  '/settings': 'client',
  '/integration': 'client',
  '/kyc-verification': 'client',
  '/subscription-payment': 'client',
  '/payment-link': 'checkout',
} as const satisfies Record<string, keyof typeof RULES>

export type GuardedPath = keyof typeof ROUTE_ACCESS

function ruleFor(pathname: string): keyof typeof RULES | undefined {
  const path = pathname.replace(/\/+$/, '') || '/'
  const match = (Object.keys(ROUTE_ACCESS) as GuardedPath[]).find((guarded) => path === guarded || path.startsWith(`${guarded}/`))
  return match && ROUTE_ACCESS[match]
}

/** The one access check, used by the route guards and the side menu alike. Unguarded paths are open. */
export function canAccess(user: User, pathname: string, cfg: AccessConfig = config): boolean {
  const rule = ruleFor(pathname)
  return rule === undefined || RULES[rule](user, roleOf(user), cfg)
}

/** SPEC §2 /dashboard: admin and client overviews; staff go to funds transfer; anyone else to /. */
export function dashboardFor(user: User): { view: 'admin' | 'client' } | { redirectTo: '/funds-transfer' | '/' } {
  switch (roleOf(user)) {
    case 'admin':
      return { view: 'admin' }
    case 'staff':
      return { redirectTo: '/funds-transfer' }
    case 'client':
      return { view: 'client' }
    default:
      return { redirectTo: '/' }
  }
}

/** SPEC §2: the red banner whenever a client's subscription is not active. */
export function needsSubscriptionBanner(user: User): boolean {
  return roleOf(user) === 'client' && !user.subscription.active
}
