/**
 * Polling an asynchronous task (SPEC §4, §8, §9), written apart from the machine: up to 30 polls;
 * before poll n (0-based) wait 1 s × 1.5^n capped at 10 s, 5 s after an error; a 400 (or a malformed
 * body) is not retried; the spec's messages.
 */
import { expect } from 'vitest'
import { defineOracle, startedInputs, type Step } from '../../support/paths/oracle'

/** SPEC §9, written out: 1 s, growing by 1.5, capped at 10 s. */
export const specDelay = (polls: number) => Math.round(Math.min(1000 * 1.5 ** polls, 10_000))
const MAX_POLLS = 30
const ERROR_WAIT = 5000

const polls = (steps: Step[]) => steps.flatMap((s) => startedInputs(s, 'fetchTaskStatus')) as { taskId: string; attempt: number }[]
const running = (step: Step) => step.after.context.attempts < MAX_POLLS
const outputOf = (step: Step) => step.after.output as { ok: boolean; result?: unknown; error?: string }
const endsWith = (output: object) => (step: Step) => {
  expect(step.after.status).toBe('done')
  expect(outputOf(step)).toEqual(output)
}
const keepsPolling = (step: Step) => {
  const pollsSoFar = step.before.context.attempts
  expect(step.after.words).toBe(pollsSoFar < MAX_POLLS ? 'waiting' : 'failed')
}

export default defineOracle({
  name: 'asyncTaskMachine',
  leadsTo: {
    'after pollDelay': (step) => (step.input as { taskId: string | null }).taskId ? 'polling' : 'failed',
    'fetchTaskStatus done (completed)': 'completed',
    'fetchTaskStatus done (SUCCESS)': 'completed',
    'fetchTaskStatus done (failed)': 'failed',
    'fetchTaskStatus done (FAILURE)': 'failed',
    'fetchTaskStatus done (bogus)': 'failed',
    'fetchTaskStatus done (pending)': (step) => (running(step) ? 'waiting' : 'failed'),
    'fetchTaskStatus done (processing)': (step) => (running(step) ? 'waiting' : 'failed'),
    // A 400 or a malformed body is not retried; other errors are, after 5 s.
    'fetchTaskStatus error (400)': 'failed',
    'fetchTaskStatus error (malformed)': 'failed',
    'fetchTaskStatus error (503)': (step) => (running(step) ? 'waiting' : 'failed'),
  },
  does: {
    'fetchTaskStatus done (completed)': endsWith({ ok: true, result: { ok: 1 } }),
    'fetchTaskStatus done (SUCCESS)': endsWith({ ok: true, result: null }),
    'fetchTaskStatus done (failed)': endsWith({ ok: false, error: 'Task failed' }),
    'fetchTaskStatus done (FAILURE)': endsWith({ ok: false, error: 'Task failed' }),
    'fetchTaskStatus done (bogus)': endsWith({ ok: false, error: 'Unexpected task status: bogus' }),
    'fetchTaskStatus done (pending)': (step) => {
      keepsPolling(step)
      expect(step.after.context.progress).toBe(10)
      if (step.after.status === 'done') expect(outputOf(step)).toEqual({ ok: false, error: 'Task timeout - maximum attempts reached' })
    },
    'fetchTaskStatus done (processing)': (step) => {
      keepsPolling(step)
      if (step.after.status === 'done') expect(outputOf(step)).toEqual({ ok: false, error: 'Task timeout - maximum attempts reached' })
    },
    'fetchTaskStatus error (400)': endsWith({ ok: false, error: 'Bad request' }),
    'fetchTaskStatus error (malformed)': endsWith({ ok: false, error: 'Malformed response' }),
    'fetchTaskStatus error (503)': (step) => {
      keepsPolling(step)
      if (step.after.status === 'done') expect(outputOf(step)).toEqual({ ok: false, error: 'Polling timeout: Network down' })
    },
  },
  paths: {
    // The schedule, counted on the path itself (not read from the machine): poll n waits 1 s × 1.5^n up to 10 s, 5 s after an error.
    'the task poll waits 1 s, then × 1.5 up to 10 s, 5 s after an error': (steps) => {
      let sent = 0
      let failedLast = false
      for (const step of steps) {
        if (step.words === 'after pollDelay') expect(step.elapsed, `the wait before poll ${sent + 1}`).toBe(failedLast ? ERROR_WAIT : specDelay(sent))
        const started = startedInputs(step, 'fetchTaskStatus').length
        sent += started
        if (step.words.startsWith('fetchTaskStatus ')) failedLast = step.words.startsWith('fetchTaskStatus error')
      }
    },
    '30 polls at most, each with the task id and its number; none without a task id': (steps, input) => {
      const sent = polls(steps)
      expect(sent.length).toBeLessThanOrEqual(MAX_POLLS)
      const { taskId } = input as { taskId: string | null }
      expect(sent).toEqual(taskId ? sent.map((_, i) => ({ taskId, attempt: i + 1 })) : [])
    },
    'a missing task id fails with the spec message after the first wait': (steps, input) => {
      if ((input as { taskId: string | null }).taskId) return
      const last = steps.at(-1)
      if (last) expect(last.after.output).toEqual({ ok: false, error: 'Task id missing from the server response' })
    },
    'polling ends (with the timeout) exactly at the 30th unfinished poll': (steps) => {
      const sent = polls(steps).length
      const last = steps.at(-1)
      if (!last || !/(pending|processing|503)\)$/.test(last.words)) return
      expect(last.after.status).toBe(sent < MAX_POLLS ? 'active' : 'done')
    },
  },
})
