import type { components } from '../api/schema'
import { canAccess, roleOf, type AccessConfig, type GuardedPath, type Role } from './access'
import { config } from '../config'

type User = components['schemas']['User']

export interface MenuItem {
  to: GuardedPath
  label: string
}

const LABELS: Partial<Record<GuardedPath, string>> = {
  '/dashboard': 'Overview',
  '/transactions-admin': 'Transactions',
  '/wallets-admin': 'Wallets',
  '/calculator': 'Calculator',
  '/subscription-admin': 'Subscription',
  '/integration-validation': 'Integration Validation',
  '/validated-integration': 'Validated Integration',
  '/funds-transfer': 'Transfer Funds',
  '/wallet': 'Wallet',
  '/transactions': 'Transactions',
  '/payment-links': 'Payment Links',
  '/integration': 'Integration',
  '/subscription': 'Subscription',
  '/settings': 'Settings',
}

/** SPEC §2 side menu order per role; items the access rules refuse are left out. */
const ORDER: Record<Role, GuardedPath[]> = {
  admin: ['/dashboard', '/transactions-admin', '/wallets-admin', '/calculator', '/subscription-admin', '/integration-validation', '/validated-integration'],
  staff: ['/funds-transfer', '/integration-validation', '/validated-integration'],
  client: ['/dashboard', '/wallet', '/transactions', '/payment-links', '/integration', '/subscription', '/settings', '/integration-validation', '/validated-integration'],
}

export function menuFor(user: User, cfg: AccessConfig = config): MenuItem[] {
  const role = roleOf(user)
  if (!role) return []
  return ORDER[role].filter((to) => canAccess(user, to, cfg)).map((to) => ({ to, label: LABELS[to] ?? to }))
}
