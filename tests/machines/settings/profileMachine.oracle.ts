/** The settings profile (README, settings): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { profileUpdate, validateProfile } from '../../../src/domain/profileForm'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const valid = (step: Step) => Object.keys(validateProfile(step.before.context.values)).length === 0
const submit = (step: Step) => (valid(step) ? 'saving' : 'editing')
const change = (value: string) => (step: Step) => {
  expect(step.after.context.values).toEqual({ ...step.before.context.values, first_name: value })
  expect(step.after.context.errors.first_name).toBeUndefined()
  expect(step.after.context.formError).toBeNull()
}

export default defineOracle({
  name: 'profileMachine',
  leadsTo: {
    // The fields are read-only while saving.
    'CHANGE (first name "M")': { editing: 'editing', saved: 'editing', failed: 'editing' },
    'CHANGE (first name "Mia")': { editing: 'editing', saved: 'editing', failed: 'editing' },
    // What failed keeps passed the rules before the call: a retry sends it again.
    SUBMIT: { editing: submit, saved: submit, failed: 'saving' },
    'saveProfile done (saved)': 'saved',
    'saveProfile done (saved, one-letter name)': 'saved',
    'saveProfile error (400 phone)': 'failed',
    'saveProfile error (network)': 'failed',
  },
  does: {
    'CHANGE (first name "M")': change('M'),
    'CHANGE (first name "Mia")': change('Mia'),
    SUBMIT: (step) => {
      if (step.after.words === 'saving') {
        expect(startedInputs(step, 'saveProfile')).toEqual([profileUpdate(step.before.context.values)])
        expect(step.after.context.errors).toEqual({})
        expect(step.after.context.formError).toBeNull()
      } else expect(step.after.context.errors).toEqual(validateProfile(step.before.context.values))
    },
    'saveProfile done (saved)': (step) => {
      expect(step.after.context.values.first_name).toBe('Mia')
      expect(ran(step, 'profileSaved')).toEqual([{ user: step.event.output.data, message: 'Settings updated successfully.' }])
    },
    'saveProfile done (saved, one-letter name)': (step) => expect(step.after.context.values.first_name).toBe('M'),
    'saveProfile error (400 phone)': (step) => {
      expect(step.after.context.errors).toEqual({ phone: 'Invalid phone number format' })
      expect(step.after.context.formError).toBeNull()
      expect(step.after.context.values).toEqual(step.before.context.values)
    },
    'saveProfile error (network)': (step) => {
      expect(step.after.context.errors).toEqual({})
      expect(step.after.context.formError).toBe('Failed to save your profile')
    },
  },
})
