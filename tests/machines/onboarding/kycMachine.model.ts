import { kycMachine, type KycInput } from '../../../src/machines/onboarding/kycMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

export default definePathModel<KycInput>({
  machine: kycMachine,
  events: [
    { type: 'START' },
    { type: 'RETRY' },
    { type: 'CONFIRM_COMPLETED' },
    labelled('token', { type: 'xstate.done.actor.createSession', output: { access_token: 'tok' } }),
    labelled('no token', { type: 'xstate.done.actor.createSession', output: { access_token: '' } }),
    { type: 'xstate.error.actor.createSession', error: new Error('500') },
    ...(['success', 'pending', 'canceled', 'failure'] as const).map((output) => labelled(output, { type: 'xstate.done.actor.verify', output })),
    { type: 'xstate.error.actor.verify', error: new Error('blocked') },
    labelled('verified', { type: 'xstate.done.actor.recheckProfile', output: { isKyc: true } }),
    labelled('not verified', { type: 'xstate.done.actor.recheckProfile', output: { isKyc: false } }),
    { type: 'xstate.error.actor.recheckProfile', error: new Error('500') },
  ],
  inputs: [
    { email: 'client@example.org', isKyc: false },
    { email: 'client@example.org', isKyc: true },
  ],
  describeInput: (input) => (input.isKyc ? 'already verified' : 'not verified'),
})
