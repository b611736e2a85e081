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

/** Whether the gate shows the page at `path` itself (the Telegram prompt sits over a page, so it does not count). */
export const gateOpens = (user: User, path: string) => !needsKyc(user) && !needsPlan(user, path)

/**
 * The first of `paths` (the menu's, in its order) the gate shows, or null: where "Go to Dashboard" leads from the plan
 * selection, which stands in for the dashboard itself (issue 35 §9: it went to /dashboard, that is back to itself).
 */
export const firstOpenPath = <P extends string>(user: User, paths: readonly P[]): P | null => paths.find((path) => gateOpens(user, path)) ?? null
