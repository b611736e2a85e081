import type { components } from '../api/schema'
import { canAccess, roleOf, type AccessConfig, type GuardedPath, type Role } from './access'
import { config } from '../config'
import { commonMessages, type CommonKey } from '../i18n/messages/common.en'

type User = components['schemas']['User']

/** The menu's labels: their keys in the shared catalog, whose English holds SPEC §2's words (src/i18n/messages/common.en.ts). */
export type MenuLabelKey = Extract<CommonKey, `menu${string}`>

export interface MenuItem {
  to: GuardedPath
  /** The label in English (SPEC §2). */
  label: string
  /** The label's key in the shared catalog: the menu and the palette show `t(labelKey)`. */
  labelKey: MenuLabelKey
}

const LABELS: Partial<Record<GuardedPath, MenuLabelKey>> = {
  '/dashboard': 'menuOverview',
  '/transactions-admin': 'menuTransactions',
  '/wallets-admin': 'menuWallets',
  '/calculator': 'menuCalculator',
  '/subscription-admin': 'menuSubscription',
  '/integration-validation': 'menuIntegrationValidation',
  '/validated-integration': 'menuValidatedIntegration',
  '/funds-transfer': 'menuTransferFunds',
  '/wallet': 'menuWallet',
  '/transactions': 'menuTransactions',
  '/payment-links': 'menuPaymentLinks',
  '/integration': 'menuIntegration',
  '/subscription': 'menuSubscription',
  '/settings': 'menuSettings',
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
  return ORDER[role]
    .filter((to) => canAccess(user, to, cfg))
    .flatMap((to) => {
      const labelKey = LABELS[to]
      return labelKey ? [{ to, label: commonMessages.en[labelKey] as string, labelKey }] : []
    })
}
