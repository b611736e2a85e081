/**
 * Paying for a plan (SPEC §4, §7, §8; issue 19), written apart from the machine: the order waits in
 * review and nothing is charged until the client confirms it; then create the subscription
 * (202 + task id), poll the task, succeed or fail with Retry; a retry after a lost answer or a 5xx
 * sends the same Idempotency-Key, after a 4xx or a failed task a new one.
 */
import { expect } from 'vitest'
import { SUBSCRIPTION_CREATE_FAILED } from '../../../src/domain/failureMessages'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'
import { order } from './subscriptionPaymentMachine.model'

const failsWith = (message: string, createFailure?: object) => (step: Step) => {
  expect(step.after.context.error).toBe(message)
  expect(ran(step, 'notifyError')).toEqual([{ message }])
  if (createFailure) expect(step.after.context.createFailure).toEqual(createFailure)
}

export default defineOracle({
  name: 'subscriptionPaymentMachine',
  leadsTo: {
    CONFIRM: { review: 'creating' },
    'createSubscription done': 'processing',
    'createSubscription error (refused)': 'failed',
    'createSubscription error (answer lost)': 'failed',
    'pollTask done (paid)': 'succeeded',
    'pollTask done (task failed)': 'failed',
    RETRY: { failed: 'creating' },
  },
  does: {
    // Exactly the order as reviewed, under the screen's first key.
    CONFIRM: (step) => {
      expect(step.after.context.order).toEqual(order)
      expect(startedInputs(step, 'createSubscription')).toEqual([{ order, idempotencyKey: (step.input as { idempotencyKey: string }).idempotencyKey }])
    },
    'createSubscription done': (step) => {
      expect(step.after.context.taskId).toBe('task-1')
      expect(startedInputs(step, 'pollTask')).toEqual([{ taskId: 'task-1' }])
    },
    // SPEC §8: "Failed to create subscription".
    'createSubscription error (refused)': failsWith(SUBSCRIPTION_CREATE_FAILED, { status: 400 }),
    'createSubscription error (answer lost)': failsWith(SUBSCRIPTION_CREATE_FAILED, { status: undefined }),
    'pollTask done (paid)': (step) => {
      expect(ran(step, 'finish')).toHaveLength(1)
      expect(step.after.context.progress).toBe(100)
    },
    'pollTask done (task failed)': failsWith('Task failed'),
    RETRY: (step) => {
      expect(startedInputs(step, 'createSubscription')).toHaveLength(1)
      expect(step.after.context).toMatchObject({ taskId: null, progress: null, error: null })
    },
  },
  paths: {
    // Opening the page never charges: no creation call before the client confirmed.
    'nothing charged before CONFIRM': (steps) => {
      for (const step of steps) {
        if (step.words === 'CONFIRM') return
        expect(startedInputs(step, 'createSubscription')).toEqual([])
      }
    },
    // The same order under the same key only when the last attempt may have been done by the server.
    'one subscription per intent': (steps) => {
      const sent: { order: unknown; idempotencyKey: string }[] = []
      let lost = false
      for (const step of steps) {
        for (const attempt of startedInputs(step, 'createSubscription') as { order: unknown; idempotencyKey: string }[]) {
          expect(attempt.order).toEqual(order)
          if (lost) expect(attempt.idempotencyKey).toBe(sent.at(-1)!.idempotencyKey)
          else expect(sent.map((s) => s.idempotencyKey)).not.toContain(attempt.idempotencyKey)
          sent.push(attempt as (typeof sent)[number])
        }
        if (step.words.startsWith('createSubscription error') || step.words.startsWith('pollTask done')) lost = step.words === 'createSubscription error (answer lost)'
      }
    },
  },
})
