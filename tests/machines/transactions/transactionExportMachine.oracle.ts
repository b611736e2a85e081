/** The CSV export of the transactions list: what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { defineOracle, ran, startedInputs } from '../../support/paths/oracle'

export default defineOracle({
  name: 'transactionExportMachine',
  leadsTo: {
    'EXPORT (completed card)': { idle: 'exporting' },
    'fetchRows done (2 rows)': 'idle',
    'fetchRows error': 'idle',
  },
  does: {
    'EXPORT (completed card)': (step) => {
      const query = { status: 'COMPLETED', payment_method: 'card' }
      if (step.before.words === 'idle') expect(startedInputs(step, 'fetchRows')).toEqual([{ query }])
      // A second Export while one runs sends nothing.
      else expect(step.started).toEqual([])
    },
    'fetchRows done (2 rows)': (step) => {
      expect(ran(step, 'deliver')).toEqual([{ rows: step.event.output }])
      expect(step.after.context.query).toBeNull()
    },
    'fetchRows error': (step) => {
      expect(ran(step, 'notifyFailure')).toHaveLength(1)
      expect(ran(step, 'deliver')).toHaveLength(0)
      expect(step.after.context.query).toBeNull()
    },
  },
})
