import { asyncTaskMachine, type AsyncTaskInput, type TaskStatusReport } from '../../../src/machines/shared/asyncTaskMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

const report = (status: string): TaskStatusReport => ({ status, result: status === 'completed' ? { ok: 1 } : null, error: null, message: null, progress: 10 })

export default definePathModel<AsyncTaskInput>({
  machine: asyncTaskMachine,
  events: [
    { type: 'xstate.after.pollDelay.asyncTask.waiting' },
    ...['pending', 'processing', 'completed', 'SUCCESS', 'failed', 'FAILURE', 'bogus'].map((status) => labelled(status, { type: 'xstate.done.actor.fetchTaskStatus', output: report(status) })),
    labelled('400', { type: 'xstate.error.actor.fetchTaskStatus', error: { message: 'Bad request', status: 400 } }),
    labelled('malformed', { type: 'xstate.error.actor.fetchTaskStatus', error: { message: 'Malformed response', fatal: true } }),
    labelled('503', { type: 'xstate.error.actor.fetchTaskStatus', error: { message: 'Network down', status: 503 } }),
  ],
  inputs: [{ taskId: 'task-1' }, { taskId: null }],
  describeInput: (input) => (input.taskId ? `task ${input.taskId}` : 'no task id'),
  // A vertex is the state, the attempt count (the guard that ends polling reads it), whether the last poll failed and the error.
  // Whether the event that led here was a failed poll too: the spec's schedule depends on it, so a machine that
  // forgets the failure still gets a path that shows the wait after it.
  serializeState: (s, event) => {
    const c = s.context as { attempts: number; lastError: unknown; error: unknown }
    return JSON.stringify([s.value, c.attempts, c.lastError !== null, !!event?.type.startsWith('xstate.error.'), c.error])
  },
})
