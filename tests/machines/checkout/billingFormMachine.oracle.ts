/** The checkout's billing form, field by field: what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { CUSTOMER_FORM_RULES } from '../../../src/domain/customerForm'
import { defineOracle, emittedBy } from '../../support/paths/oracle'

const FIELDS = Object.keys(CUSTOMER_FORM_RULES) as (keyof typeof CUSTOMER_FORM_RULES)[]
const allChecked = Object.fromEntries(FIELDS.map((name) => [name, true]))
const errorsOf = (values: Record<string, string>) =>
  Object.fromEntries(FIELDS.flatMap((name) => (CUSTOMER_FORM_RULES[name](values[name] ?? '') === undefined ? [] : [[name, CUSTOMER_FORM_RULES[name](values[name] ?? '')]])))

export default defineOracle({
  name: 'billingFormMachine',
  leadsTo: { 'BLUR (email "nope")': 'editing', 'BLUR (a field without a rule)': 'editing', 'CHANGE (email "ada@example.com")': 'editing', 'SUBMIT (a valid billing form)': 'editing', 'SUBMIT (an empty form)': 'editing' },
  does: {
    // A field is checked when it loses focus.
    'BLUR (email "nope")': (step) => {
      expect(step.after.context.checked).toEqual({ ...step.before.context.checked, email: true })
      expect(step.after.context.errors).toEqual({ ...step.before.context.errors, email: CUSTOMER_FORM_RULES.email('nope') })
    },
    'BLUR (a field without a rule)': (step) => expect(step.after.context).toEqual(step.before.context),
    // Once checked, again on every change (the message goes as soon as it is fixed); before, typing says nothing.
    'CHANGE (email "ada@example.com")': (step) => {
      const { email: _fixed, ...others } = step.before.context.errors
      expect(step.after.context.errors).toEqual(step.before.context.checked.email ? others : step.before.context.errors)
      expect(step.after.context.checked).toEqual(step.before.context.checked)
    },
    'SUBMIT (a valid billing form)': (step) => {
      const values = step.event.values
      expect(step.after.context).toMatchObject({ checked: allChecked, errors: {} })
      expect(emittedBy(step)).toEqual([{ type: 'submitted', values }])
    },
    // Submit checks them all and says the first field in error, to move the focus there.
    'SUBMIT (an empty form)': (step) => {
      expect(step.after.context).toMatchObject({ checked: allChecked, errors: errorsOf({}) })
      expect(emittedBy(step)).toEqual([{ type: 'invalid', field: FIELDS[0] }])
    },
  },
})
