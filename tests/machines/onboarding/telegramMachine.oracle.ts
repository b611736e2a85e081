/** The Telegram dialog (SPEC §2, §5, §8, §9): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const required = (step: Step) => (step.input as { required: boolean }).required

export default defineOracle({
  name: 'telegramMachine',
  leadsTo: {
    // One call per submit: the form is busy until it answers.
    'SUBMIT (valid_user)': { editing: 'submitting' },
    // A required dialog cannot be dismissed until a username was submitted.
    CLOSE: { editing: (step) => (required(step) ? 'editing' : 'closed') },
    'submitTelegram done': 'verified',
    'submitTelegram error': 'editing',
    CONTINUE: { verified: 'done' },
    // SPEC §9: a dialog that is not required closes itself 2 s after success.
    'after 2s': { verified: (step) => (required(step) ? 'verified' : 'done') },
  },
  does: {
    'SUBMIT (valid_user)': (step) => {
      expect(startedInputs(step, 'submitTelegram')).toEqual([{ telegram: 'valid_user' }])
      // "Verifying..." replaces the last failure's message (submitting again is the retry).
      expect(step.after.context).toMatchObject({ username: 'valid_user', error: null })
    },
    CLOSE: (step) => expect(ran(step, 'notifyError')).toEqual(required(step) ? [{ message: 'Telegram username is required to continue using Paygrid' }] : []),
    'submitTelegram error': (step) => {
      expect(step.after.context.error).toBe('Server error. Please try again later.')
      expect(ran(step, 'notifyError')).toEqual([{ message: 'Server error. Please try again later.' }])
    },
    CONTINUE: (step) => expect(ran(step, 'finish')).toHaveLength(1),
    'after 2s': (step) => {
      expect(step.elapsed).toBe(2000)
      expect(ran(step, 'finish')).toHaveLength(required(step) ? 0 : 1)
    },
  },
  paths: {
    'a required dialog is never dismissed unsubmitted': (steps, input) => {
      if ((input as { required: boolean }).required) expect(steps.map((s) => s.after.words)).not.toContain('closed')
    },
  },
})
