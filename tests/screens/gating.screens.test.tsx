/**
 * Every path of the client gating machine's model (tests/machines/onboarding/gatingMachine.model.ts)
 * through the signed-in area of the real app: the client without KYC (kyc@paygrid.test) opens
 * /dashboard; each profile change is made on the sandbox and re-read the way the app re-reads it
 * after KYC, a plan or a telegram name (the auth actor's PROFILE_UPDATED); each path change is a
 * navigation. Run alone: `npm run qa:screens`.
 */
import type { GatingContext } from '../../src/machines/onboarding/gatingMachine'
import model from '../machines/onboarding/gatingMachine.model'
import oracle from '../machines/onboarding/gatingMachine.oracle'
import { dialog, heading, noDialog } from './support/checks'
import { describeScreenPaths, type Driver } from './support/screenPaths'
import { currentProfile, signIn } from './support/session'

const ACCOUNT = 'kyc@paygrid.test'
const EVERYTHING = [/./]
const pageHeading = (path: string) => heading(path === '/wallet' ? 'Wallet' : 'Overview')
const ctx = (state: { context: unknown }) => state.context as GatingContext

/** The sandbox's account gets the event's profile (KYC, plan, telegram), and the app re-reads it. */
const profileBecomes: Driver = {
  perform: async ({ store, event, app }) => {
    const wanted = (event as unknown as { user: GatingContext['user'] }).user
    const account = store.users.find((u) => u.email === ACCOUNT)!
    Object.assign(account, { is_kyc: wanted.is_kyc, telegram: wanted.telegram, subscription: { ...wanted.subscription } })
    app().auth.send({ type: 'PROFILE_UPDATED', user: await currentProfile() })
  },
}

const navigateTo: Driver = {
  perform: async ({ event, app }) => {
    await app().router.navigate({ to: (event as unknown as { path: string }).path })
  },
}

describeScreenPaths('gatingMachine', {
  model,
  oracle,
  open: ({ input }) => ({ url: (input as GatingContext).path, setup: () => signIn(ACCOUNT), release: EVERYTHING }),
  screens: {
    kyc: () => [heading('KYC Verification'), noDialog()],
    planSelection: () => [heading('Choose Your Plan'), noDialog()],
    telegram: (s) => [pageHeading(ctx(s).path), dialog()],
    open: (s) => [pageHeading(ctx(s).path), noDialog()],
  },
  drivers: {
    'PROFILE_CHANGED (KYC not done)': profileBecomes,
    'PROFILE_CHANGED (no plan)': profileBecomes,
    'PROFILE_CHANGED (no telegram)': profileBecomes,
    'PROFILE_CHANGED (all done)': profileBecomes,
    'PATH_CHANGED (/dashboard)': navigateTo,
    'PATH_CHANGED (/wallet)': navigateTo,
  },
})
