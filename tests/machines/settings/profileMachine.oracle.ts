/** The settings profile (README, settings): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { defineOracle, ran, startedInputs } from '../../support/paths/oracle'

export default defineOracle({
  name: 'profileMachine',
  leadsTo: {
    // The form is read-only while saving: one save per submit.
    'SUBMIT (first name "Mia")': { editing: 'saving', saved: 'saving', failed: 'saving' },
    EDIT: { saved: 'editing', failed: 'editing' },
    'saveProfile done (saved)': 'saved',
    'saveProfile error (400 phone)': 'failed',
    'saveProfile error (network)': 'failed',
  },
  does: {
    'SUBMIT (first name "Mia")': (step) => {
      // The call sends what the form parsed, as it is.
      expect(startedInputs(step, 'saveProfile')).toEqual([step.event.value])
      expect(step.after.context.fieldError).toBeNull()
      expect(step.after.context.formError).toBeNull()
    },
    EDIT: (step) => {
      expect(step.after.context.formError).toBeNull()
      expect(step.after.context.values).toEqual(step.before.context.values)
    },
    'saveProfile done (saved)': (step) => {
      expect(step.after.context.values).toEqual({ first_name: 'Mia', last_name: 'Merchant', phone: '+1 555 0102' })
      expect(ran(step, 'profileSaved')).toEqual([{ user: step.event.output.data, message: 'Settings updated successfully.' }])
    },
    'saveProfile error (400 phone)': (step) => {
      expect(step.after.context.fieldError).toEqual({ field: 'phone', message: 'Invalid phone number format' })
      expect(step.after.context.formError).toBeNull()
      expect(step.after.context.values).toEqual(step.before.context.values)
    },
    'saveProfile error (network)': (step) => {
      expect(step.after.context.fieldError).toBeNull()
      expect(step.after.context.formError).toBe('Failed to save your profile')
    },
  },
})
