/** The Telegram dialog (SPEC §2, §5, §8, §9): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { telegramUsernameError } from '../../../src/domain/telegramUsername'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const required = (step: Step) => (step.input as { required: boolean }).required
const valid = (step: Step) => telegramUsernameError(step.before.context.username) === null
const typed = (username: string) => (step: Step) => expect(step.after.context).toMatchObject({ username, error: null })

export default defineOracle({
  name: 'telegramMachine',
  leadsTo: {
    'CHANGE (ab)': { editing: 'editing' },
    'CHANGE (@valid_user)': { editing: 'editing' },
    SUBMIT: { editing: (step) => (valid(step) ? 'submitting' : 'editing') },
    // A required dialog cannot be dismissed until a username was submitted.
    CLOSE: { editing: (step) => (required(step) ? 'editing' : 'closed') },
    'submitTelegram done': 'verified',
    'submitTelegram error': 'editing',
    CONTINUE: { verified: 'done' },
    // SPEC §9: a dialog that is not required closes itself 2 s after success.
    'after 2s': { verified: (step) => (required(step) ? 'verified' : 'done') },
  },
  does: {
    'CHANGE (ab)': typed('ab'),
    // The input has a fixed @ prefix: a typed leading @ is stripped.
    'CHANGE (@valid_user)': typed('valid_user'),
    SUBMIT: (step) => {
      if (valid(step)) {
        expect(startedInputs(step, 'submitTelegram')).toEqual([{ telegram: step.before.context.username }])
        // "Verifying..." replaces the last failure's message.
        expect(step.after.context.error).toBeNull()
      } else expect(step.after.context.error).toBe(telegramUsernameError(step.before.context.username))
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
