/** The merchant integrates a website (issue 9): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { parseWebsite } from '../../../src/domain/hostname'
import { INTEGRATE_SUCCESS_MESSAGE } from '../../../src/machines/integrations/integrateMachine'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const typed = (value: string) => (step: Step) => expect(step.after.context).toMatchObject({ website: value, error: null })
const validTyped = (step: Step) => parseWebsite(step.before.context.website).error === null

export default defineOracle({
  name: 'integrateMachine',
  leadsTo: {
    'CHANGE (evil.com/path)': { editing: 'editing', failed: 'editing' },
    'CHANGE (https://shop.example.com/)': { editing: 'editing', failed: 'editing' },
    BLUR: { editing: 'editing' },
    // A failure keeps the text that passed the rule: submitting again retries it.
    SUBMIT: { editing: (step) => (validTyped(step) ? 'submitting' : 'editing'), failed: 'submitting' },
    'createIntegration done (submitted for review)': 'submitted',
    'createIntegration error (already integrated)': 'failed',
  },
  does: {
    'CHANGE (evil.com/path)': typed('evil.com/path'),
    'CHANGE (https://shop.example.com/)': typed('https://shop.example.com/'),
    BLUR: (step) => {
      const { website, error } = step.before.context
      // Leaving a typed, wrong website says why; an empty one says nothing yet.
      const expected = website.trim() !== '' && parseWebsite(website).error !== null ? parseWebsite(website).error : error
      expect(step.after.context.error).toBe(expected)
    },
    SUBMIT: (step) => {
      if (step.after.words === 'submitting') {
        expect(startedInputs(step, 'createIntegration')).toEqual([{ hostname: parseWebsite(step.before.context.website).hostname }])
        expect(step.after.context.error).toBeNull()
      } else {
        expect(step.started).toEqual([])
        expect(step.after.context.error).toBe(parseWebsite(step.before.context.website).error)
      }
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
