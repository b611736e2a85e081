import type { components } from '../api/schema'
import { roleOf } from './access'

type User = components['schemas']['User']

export const DASHBOARD_PATH = '/dashboard'

/** Gating applies to clients only; admin and staff flags win (SPEC §6 precedence). */
const isGatedClient = (user: User) => roleOf(user) === 'client'

/** A client without KYC sees only the KYC page, on every path. */
export const needsKyc = (user: User) => isGatedClient(user) && !user.is_kyc

/** A client without a plan sees the plan selection instead of the dashboard. */
export const needsPlan = (user: User, path: string) =>
  isGatedClient(user) && user.subscription.plan === null && path.replace(/\/+$/, '') === DASHBOARD_PATH

/** A client with an active subscription and no telegram is forced to the Telegram prompt. */
export const needsTelegram = (user: User) => isGatedClient(user) && user.subscription.active && !user.telegram
