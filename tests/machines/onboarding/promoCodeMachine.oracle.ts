/** The promo code (SPEC §4, §5, §8): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { PROMO_REQUEST_FAILED } from '../../../src/domain/failureMessages'
import { PROMO_REMOVED } from '../../../src/machines/onboarding/promoCodeMachine'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'
import { unknown, welcome } from './promoCodeMachine.model'

/** A code saved earlier is re-validated quietly at start: no toasts for what the user did not just do. */
const quiet = (step: Step) => {
  expect(ran(step, 'notifySuccess')).toEqual([])
  expect(ran(step, 'notifyError')).toEqual([])
}

export default defineOracle({
  name: 'promoCodeMachine',
  leadsTo: {
    // One validation per Apply: nothing is taken while one runs.
    'APPLY (WELCOME20)': { none: 'validating', rejected: 'validating' },
    REMOVE: { applied: 'none' },
    'validatePromo done (valid)': { restoring: 'applied', validating: 'applied' },
    'validatePromo done (invalid)': { restoring: 'none', validating: 'rejected' },
    'validatePromo error': { restoring: 'none', validating: 'none' },
  },
  does: {
    'APPLY (WELCOME20)': (step) => {
      expect(startedInputs(step, 'validatePromo')).toEqual([{ code: 'WELCOME20' }])
      expect(step.after.context).toMatchObject({ code: 'WELCOME20', error: null })
    },
    REMOVE: (step) => {
      expect(step.after.context).toEqual({ code: '', applied: null, error: null })
      expect(ran(step, 'forgetCode')).toHaveLength(1)
      expect(ran(step, 'notifySuccess')).toEqual([{ message: PROMO_REMOVED }])
    },
    'validatePromo done (valid)': (step) => {
      expect(step.after.context.applied).toEqual(welcome.promo_code)
      if (step.before.words === 'restoring') return quiet(step)
      // Saved locally, and the server's message as a success toast.
      expect(ran(step, 'saveCode')).toEqual([{ code: 'WELCOME20' }])
      expect(ran(step, 'notifySuccess')).toEqual([{ message: welcome.message }])
    },
    // Valid false: the server's message as an error toast, and the saved code cleared.
    'validatePromo done (invalid)': (step) => {
      expect(ran(step, 'forgetCode')).toHaveLength(1)
      expect(step.after.context.applied).toBeNull()
      if (step.before.words === 'restoring') {
        expect(step.after.context.code).toBe('')
        return quiet(step)
      }
      expect(step.after.context.error).toBe(unknown.message)
      expect(ran(step, 'notifyError')).toEqual([{ message: unknown.message }])
    },
    'validatePromo error': (step) => {
      if (step.before.words === 'restoring') return quiet(step)
      expect(step.after.context.error).toBe(PROMO_REQUEST_FAILED)
      expect(ran(step, 'notifyError')).toEqual([{ message: PROMO_REQUEST_FAILED }])
    },
  },
  paths: {
    'a saved code is re-validated at start, else nothing is sent': (_, input, initial) => {
      const { savedCode } = input as { savedCode: string | null }
      expect(initial.words).toBe(savedCode ? 'restoring' : 'none')
    },
  },
})
