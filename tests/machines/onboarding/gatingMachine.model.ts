import type { components } from '../../../src/api/schema'
import { gatingMachine, type GatingContext } from '../../../src/machines/onboarding/gatingMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

type User = components['schemas']['User']

export const client = (over: Partial<User> = {}): User => ({
  email: 'client@example.org',
  first_name: 'C',
  last_name: 'Lient',
  is_admin: false,
  is_staff: false,
  is_client: true,
  is_kyc: true,
  telegram: 'shop_owner',
  subscription: { plan: 'starter', active: true },
  ...over,
})

/** The profiles of the gating's steps (SPEC §2), as the sandbox's demo accounts have them. */
export const profiles = {
  noKyc: client({ is_kyc: false, subscription: { plan: null, active: false }, telegram: null }),
  noPlan: client({ subscription: { plan: null, active: false }, telegram: null }),
  noTelegram: client({ telegram: null }),
  ready: client(),
}
const words = { noKyc: 'KYC not done', noPlan: 'no plan', noTelegram: 'no telegram', ready: 'all done' } as const

export default definePathModel<GatingContext>({
  machine: gatingMachine,
  events: [
    ...(Object.keys(profiles) as (keyof typeof profiles)[]).map((key) => labelled(words[key], { type: 'PROFILE_CHANGED', user: profiles[key] })),
    labelled('/dashboard', { type: 'PATH_CHANGED', path: '/dashboard' }),
    labelled('/wallet', { type: 'PATH_CHANGED', path: '/wallet' }),
  ],
  inputs: [{ user: profiles.noKyc, path: '/dashboard' }],
  serializeState: (s) => JSON.stringify(s.value) + JSON.stringify(s.context),
})
