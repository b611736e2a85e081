/**
 * Client gating as SPEC §2 and §6 say it, written apart from the machine: which screen a profile
 * gets on a path. Every generated path of the gating machine, and every path through the screens,
 * is checked against it.
 */
import type { GatingContext } from '../../../src/machines/onboarding/gatingMachine'
import { defineOracle, type Step } from '../../support/paths/oracle'
import { expect } from 'vitest'

type User = GatingContext['user']

/** SPEC §2 "Client gating", with §6's precedence (admin, staff, then client): what the client sees on `path`. */
export function specGate(user: User, path: string): string {
  if (user.is_admin || user.is_staff || !user.is_client) return 'open'
  if (!user.is_kyc) return 'kyc'
  if (user.subscription.plan === null && path.replace(/\/+$/, '') === '/dashboard') return 'planSelection'
  if (user.subscription.active && !user.telegram) return 'telegram'
  return 'open'
}

const profileChanged = (step: Step) => specGate((step.event as unknown as { user: User }).user, step.before.context.path)
const pathChanged = (step: Step) => specGate(step.before.context.user, (step.event as unknown as { path: string }).path)

export default defineOracle({
  name: 'gatingMachine',
  leadsTo: {
    'PROFILE_CHANGED (KYC not done)': profileChanged,
    'PROFILE_CHANGED (no plan)': profileChanged,
    'PROFILE_CHANGED (no telegram)': profileChanged,
    'PROFILE_CHANGED (all done)': profileChanged,
    'PATH_CHANGED (/dashboard)': pathChanged,
    'PATH_CHANGED (/wallet)': pathChanged,
  },
  does: {
    'PROFILE_CHANGED (KYC not done)': (step) => expect(step.after.context).toEqual({ ...step.before.context, user: (step.event as unknown as { user: User }).user }),
    'PATH_CHANGED (/wallet)': (step) => expect(step.after.context).toEqual({ ...step.before.context, path: '/wallet' }),
    'PATH_CHANGED (/dashboard)': (step) => expect(step.after.context).toEqual({ ...step.before.context, path: '/dashboard' }),
  },
  paths: {
    'the first screen is the one the profile gets on the path it opened': (_, input, initial) => {
      const { user, path } = input as GatingContext
      expect(initial.words).toBe(specGate(user, path))
    },
  },
})
