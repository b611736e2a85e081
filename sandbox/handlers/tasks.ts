/**
 * Asynchronous tasks: creation answers 202 {task_id}; each poll of the status moves the
 * task on: `pending` (progress 0), `processing` with rising progress, then `completed`
 * with the result (or `failed`). A task fails when it was created after
 * `POST __sandbox/tasks/fail-next` or when the caller marked it (e.g. a billing e-mail
 * containing `+fail`).
 */
import type { components } from '../../src/api/schema'
import { randomId } from '../lib.ts'
import type { TaskKind, TaskRecord } from '../store.ts'
import { fail, type SandboxContext } from './context.ts'

type S = components['schemas']

export function createTask(ctx: SandboxContext, kind: TaskKind, complete: TaskRecord['complete'], failure: string | null = null): TaskRecord {
  const task: TaskRecord = {
    id: randomId('task_'),
    kind,
    polls: 0,
    failure: ctx.store.failNextTask ?? failure,
    complete,
    result: null,
    created_at: ctx.now(),
  }
  ctx.store.failNextTask = null
  ctx.store.tasks.push(task)
  return task
}

/** Advances the task by one poll and reports it. */
export function pollTask(ctx: SandboxContext, kind: TaskKind, taskId: string): S['TaskStatusResponse'] {
  const task = ctx.store.tasks.find((item) => item.id === taskId && item.kind === kind)
  if (!task) fail(404, 'Task not found.')
  task.polls += 1
  const last = ctx.taskPolls
  if (task.polls < last) {
    if (task.polls === 1) return { status: 'pending', result: null, error: null, message: 'Task is queued.', progress: 0 }
    const progress = Math.round(((task.polls - 1) / (last - 1)) * 100)
    return { status: 'processing', result: null, error: null, message: 'Task is being processed.', progress }
  }
  if (!task.failure && !task.result) {
    try {
      task.result = task.complete()
    } catch (error) {
      if (error instanceof Response) throw error
      task.failure = error instanceof Error ? error.message : 'Task failed'
    }
  }
  if (task.failure) return { status: 'failed', result: null, error: task.failure, message: task.failure, progress: 100 }
  return { status: 'completed', result: task.result, error: null, message: 'Task completed successfully.', progress: 100 }
}

export function taskHandlers(ctx: SandboxContext) {
  const { http } = ctx
  return [
    http.get('/transaction/async/transaction_status/{taskId}', ({ params, response }) =>
      response(200).json(pollTask(ctx, 'transaction', params.taskId)),
    ),
    http.get('/transaction/async/subscription_status/{taskId}', ({ params, response }) =>
      response(200).json(pollTask(ctx, 'subscription', params.taskId)),
    ),
  ]
}
