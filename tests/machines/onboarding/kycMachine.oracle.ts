/** KYC verification (SPEC §2, §4, §8, §9): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { KYC_INIT_FAILED } from '../../../src/domain/failureMessages'
import { KYC_NO_TOKEN, KYC_START_FAILED } from '../../../src/machines/onboarding/kycMachine'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const EMAIL = 'client@example.org'
const restarts = (step: Step) => expect(startedInputs(step, 'createSession')).toEqual([{ email: EMAIL }])
const failsWith = (message: string) => (step: Step) => expect(step.after.context.error).toBe(message)

export default defineOracle({
  name: 'kycMachine',
  leadsTo: {
    START: { ready: 'verifying' },
    // "I've completed KYC verification" re-checks the profile.
    CONFIRM_COMPLETED: { ready: 'confirming', verifying: 'confirming', pending: 'confirming' },
    RETRY: { canceled: 'initialising', failure: 'initialising', error: 'initialising' },
    'createSession done (token)': 'ready',
    'createSession done (no token)': 'error',
    'verify done (success)': 'success',
    'verify done (pending)': 'pending',
    'verify done (canceled)': 'canceled',
    'verify done (failure)': 'failure',
    'verify error': 'error',
    'recheckProfile done (verified)': 'success',
    // Not verified after all: the whole process restarts.
    'recheckProfile done (not verified)': 'initialising',
    'recheckProfile error': 'error',
  },
  does: {
    START: (step) => expect(startedInputs(step, 'verify')).toEqual([{ token: 'tok' }]),
    CONFIRM_COMPLETED: (step) => expect(startedInputs(step, 'recheckProfile')).toHaveLength(1),
    RETRY: restarts,
    'createSession done (token)': (step) => expect(step.after.context).toMatchObject({ token: 'tok', error: null }),
    'createSession done (no token)': failsWith(KYC_NO_TOKEN),
    'verify done (success)': (step) => expect(ran(step, 'finish')).toHaveLength(1),
    'verify error': failsWith(KYC_START_FAILED),
    'recheckProfile done (verified)': (step) => expect(ran(step, 'finish')).toHaveLength(1),
    'recheckProfile done (not verified)': restarts,
    'recheckProfile error': failsWith(KYC_INIT_FAILED),
  },
  paths: {
    // Success, or a profile that already says is_kyc, sends the client home.
    'a verified client goes straight home, anyone else gets a session first': (_, input, initial) => {
      expect(initial.words).toBe((input as { isKyc: boolean }).isKyc ? 'success' : 'initialising')
    },
    // SPEC §9: the session request is retried once, then "Failed to initialize verification." with Retry.
    'the session request is retried once': (steps) => {
      steps.forEach((step, i) => {
        if (step.words !== 'createSession error') return
        const again = i > 0 && steps[i - 1]!.words === 'createSession error'
        expect(step.after.words).toBe(again ? 'error' : 'initialising')
        if (again) expect(step.after.context.error).toBe(KYC_INIT_FAILED)
        else restarts(step)
      })
    },
  },
})
