import type { components } from '../api/schema'

type User = components['schemas']['User']

export const DASHBOARD_PATH = '/dashboard'

const isGatedClient = (user: User) => user.is_client && !user.is_admin && !user.is_staff

/** A client without KYC sees only the KYC page, on every path. */
export const needsKyc = (user: User) => isGatedClient(user) && !user.is_kyc

/** A client without a plan sees the plan selection instead of the dashboard. */
export const needsPlan = (user: User, path: string) =>
  isGatedClient(user) && user.subscription.plan === null && path.replace(/\/+$/, '') === DASHBOARD_PATH

/** A client with an active subscription and no telegram is forced to the Telegram prompt. */
export const needsTelegram = (user: User) => isGatedClient(user) && user.subscription.active && !user.telegram
