/** The merchant integrates a website (issue 9): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { INTEGRATE_SUCCESS_MESSAGE } from '../../../src/machines/integrations/integrateMachine'
import { defineOracle, ran, startedInputs } from '../../support/paths/oracle'

export default defineOracle({
  name: 'integrateMachine',
  leadsTo: {
    // One call per submit; after a failure, submitting again retries.
    'SUBMIT (shop.example.com)': { editing: 'submitting', failed: 'submitting' },
    'createIntegration done (submitted for review)': 'submitted',
    'createIntegration error (already integrated)': 'failed',
  },
  does: {
    'SUBMIT (shop.example.com)': (step) => {
      expect(startedInputs(step, 'createIntegration')).toEqual([{ hostname: 'shop.example.com' }])
      expect(step.after.context.error).toBeNull()
    },
    'createIntegration done (submitted for review)': (step) => {
      const integration = step.event.output.data
      expect(step.after.context.integration).toEqual(integration)
      expect(ran(step, 'notifySuccess')).toEqual([{ message: INTEGRATE_SUCCESS_MESSAGE }])
      expect(ran(step, 'finish')).toEqual([{ integration }])
    },
    'createIntegration error (already integrated)': (step) => {
      expect(step.after.context).toEqual({ ...step.before.context, error: 'Your website is already integrated.' })
      expect(ran(step, 'notifyError')).toEqual([{ message: 'Your website is already integrated.' }])
    },
  },
})
