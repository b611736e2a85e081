/**
 * Watching a crypto payment (SPEC §4, §7, §8, §9), written apart from the machine: a status check
 * at once and every 30 s while waiting, case-insensitive statuses, errors only logged, the record's
 * status stored on each check, cleared with the toast at the end; it ends with the outcome and the
 * last answer, the receipt's facts (issue 19).
 */
import { expect } from 'vitest'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const TRANSACTION = '7'
const checksAgain = (step: Step) => {
  expect(startedInputs(step, 'fetchTransactionStatus')).toEqual([{ transactionId: TRANSACTION }])
  expect(step.after.context.checks).toBe(step.before.context.checks + 1)
}
const waits = (status: string) => (step: Step) => {
  expect(ran(step, 'persistStatus')).toEqual([{ transactionId: TRANSACTION, status }])
  expect(step.after.context.report).toEqual({ status })
  expect(ran(step, 'clearRecord')).toEqual([])
}
const ends = (outcome: 'completed' | 'failed') => (step: Step) => {
  expect(ran(step, 'clearRecord')).toEqual([{ transactionId: TRANSACTION }])
  expect(ran(step, 'notifyCompleted')).toHaveLength(outcome === 'completed' ? 1 : 0)
  expect(ran(step, 'notifyFailed')).toHaveLength(outcome === 'failed' ? 1 : 0)
  expect(ran(step, 'persistStatus')).toEqual([])
  expect(step.after.output).toEqual({ outcome, report: step.event.output })
}

export default defineOracle({
  name: 'cryptoStatusMachine',
  leadsTo: {
    'after 30s': { waiting: 'checking' },
    // The customer came back to the tab: check at once.
    RECHECK: { waiting: 'checking' },
    'fetchTransactionStatus done (PENDING)': 'waiting',
    'fetchTransactionStatus done (created)': 'waiting',
    'fetchTransactionStatus done (COMPLETED)': 'completed',
    'fetchTransactionStatus done (active)': 'completed',
    'fetchTransactionStatus done (FAILED)': 'failed',
    'fetchTransactionStatus done (CANCELLED)': 'failed',
    'fetchTransactionStatus error (offline)': 'waiting',
  },
  does: {
    'after 30s': (step) => {
      expect(step.elapsed).toBe(30_000)
      checksAgain(step)
    },
    RECHECK: checksAgain,
    'fetchTransactionStatus done (PENDING)': waits('PENDING'),
    'fetchTransactionStatus done (created)': waits('created'),
    'fetchTransactionStatus done (COMPLETED)': ends('completed'),
    'fetchTransactionStatus done (active)': ends('completed'),
    'fetchTransactionStatus done (FAILED)': ends('failed'),
    'fetchTransactionStatus done (CANCELLED)': ends('failed'),
    // Status check failures are only logged; the waiting goes on.
    'fetchTransactionStatus error (offline)': (step) => {
      expect(ran(step, 'logError')).toEqual([step.event.error])
      expect(ran(step, 'persistStatus')).toEqual([])
      expect(ran(step, 'notifyFailed')).toEqual([])
    },
  },
  paths: {
    'one status check at a time, the first at once': (steps, _, initial) => {
      expect(initial.words).toBe('checking')
      expect(initial.context.checks).toBe(1)
      const checks = steps.reduce((n, s) => n + startedInputs(s, 'fetchTransactionStatus').length, 1)
      expect(steps.at(-1)?.after.context.checks ?? 1).toBe(checks)
    },
  },
})
