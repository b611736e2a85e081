import { assign, fromPromise, setup } from 'xstate'

/**
 * Polls an asynchronous task until it completes (SPEC §4 async tasks, §8, §9).
 * Generic: the status-fetching actor `fetchTaskStatus` is injected with `.provide()`, so the
 * checkout (`/transaction/async/transaction_status/{taskId}`) and the subscription flow
 * (`/transaction/async/subscription_status/{taskId}`) share it.
 *
 * Schedule: up to 30 polls; before poll n (0-based) wait min(1 s × 1.5^n, 10 s); after an error
 * wait 5 s instead; an error with status 400 (or marked `fatal`, e.g. a malformed body) is not
 * retried. Output: `{ ok: true, result }` or `{ ok: false, error }` (the spec's messages).
 */

export const MAX_TASK_ATTEMPTS = 30
export const FIRST_POLL_DELAY_MS = 1000
export const POLL_DELAY_FACTOR = 1.5
export const MAX_POLL_DELAY_MS = 10_000
export const ERROR_RETRY_DELAY_MS = 5000

export const TASK_FAILED_MESSAGE = 'Task failed'
export const TASK_TIMEOUT_MESSAGE = 'Task timeout - maximum attempts reached'
export const MISSING_TASK_ID_MESSAGE = 'Task id missing from the server response'

/** The delay before poll number `attempt` (0-based) when the previous poll did not fail. */
export function backoffDelay(attempt: number): number {
  return Math.round(Math.min(FIRST_POLL_DELAY_MS * POLL_DELAY_FACTOR ** attempt, MAX_POLL_DELAY_MS))
}

/** What a status fetch answers (the contract's TaskStatusResponse, result left generic). */
export interface TaskStatusReport<TResult = unknown> {
  status: string
  result?: TResult | null
  error?: string | null
  message?: string | null
  progress?: number
}

/** What a status fetch throws: `status` is the HTTP status when there was one. */
export interface TaskPollError {
  message: string
  status?: number
  /** Not worth retrying (e.g. a malformed body). */
  fatal?: boolean
}

export type AsyncTaskOutput<TResult = unknown> = { ok: true; result: TResult } | { ok: false; error: string }

export interface AsyncTaskInput {
  taskId: string | null | undefined
}

export interface FetchTaskStatusInput {
  taskId: string
  attempt: number
}

interface AsyncTaskContext {
  taskId: string | null
  /** Polls sent so far. */
  attempts: number
  /** 0-100 when the server reports it, else null. */
  progress: number | null
  lastError: TaskPollError | null
  result: unknown
  error: string | null
}

const DONE = new Set(['completed', 'success'])
const FAILED = new Set(['failed', 'failure'])
const RUNNING = new Set(['pending', 'processing'])
const statusOf = (report: TaskStatusReport) => String(report.status ?? '').toLowerCase()

function toPollError(error: unknown): TaskPollError {
  if (error && typeof error === 'object' && 'message' in error) {
    const e = error as Partial<TaskPollError>
    return { message: String(e.message), status: typeof e.status === 'number' ? e.status : undefined, fatal: e.fatal === true }
  }
  return { message: String(error) }
}

export const asyncTaskMachine = setup({
  types: {
    context: {} as AsyncTaskContext,
    input: {} as AsyncTaskInput,
    output: {} as AsyncTaskOutput,
  },
  actors: {
    /** Injected: GET the task status; reject with a TaskPollError. Must honour `signal`. */
    fetchTaskStatus: fromPromise<TaskStatusReport, FetchTaskStatusInput>(async () => {
      throw new Error('fetchTaskStatus must be provided')
    }),
  },
  delays: {
    pollDelay: ({ context }) => (context.lastError ? ERROR_RETRY_DELAY_MS : backoffDelay(context.attempts)),
  },
  guards: {
    hasTaskId: ({ context }) => typeof context.taskId === 'string' && context.taskId.length > 0,
    taskDone: (_, report: TaskStatusReport) => DONE.has(statusOf(report)),
    taskFailed: (_, report: TaskStatusReport) => FAILED.has(statusOf(report)),
    taskRunning: (_, report: TaskStatusReport) => RUNNING.has(statusOf(report)),
    attemptsLeft: ({ context }) => context.attempts < MAX_TASK_ATTEMPTS,
    errorIsFatal: (_, error: TaskPollError) => error.status === 400 || error.fatal === true,
  },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    recordReport: assign((_, report: TaskStatusReport) => ({
      lastError: null,
      progress: typeof report.progress === 'number' && Number.isFinite(report.progress) ? Math.max(0, Math.min(100, report.progress)) : null,
    })),
    storeResult: assign((_, report: TaskStatusReport) => ({ result: report.result ?? null, progress: 100 })),
    storeTaskError: assign((_, report: TaskStatusReport) => ({ error: report.error || report.message || TASK_FAILED_MESSAGE })),
    storeUnknownStatus: assign((_, report: TaskStatusReport) => ({ error: `Unexpected task status: ${String(report.status)}` })),
    recordPollError: assign((_, error: TaskPollError) => ({ lastError: error })),
    storePollError: assign((_, error: TaskPollError) => ({ error: error.message })),
    storePollTimeout: assign((_, error: TaskPollError) => ({ error: `Polling timeout: ${error.message}` })),
    storeTimeout: assign({ error: TASK_TIMEOUT_MESSAGE }),
    storeMissingTaskId: assign({ error: MISSING_TASK_ID_MESSAGE }),
  },
}).createMachine({
  id: 'asyncTask',
  context: ({ input }) => ({
    taskId: input.taskId ?? null,
    attempts: 0,
    progress: null,
    lastError: null,
    result: null,
    error: null,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      after: {
        pollDelay: [{ guard: 'hasTaskId', target: 'polling' }, { target: 'failed', actions: 'storeMissingTaskId' }],
      },
    },
    polling: {
      entry: 'countAttempt',
      invoke: {
        id: 'fetchTaskStatus',
        src: 'fetchTaskStatus',
        input: ({ context }) => ({ taskId: context.taskId!, attempt: context.attempts }),
        onDone: [
          { guard: { type: 'taskDone', params: ({ event }) => event.output }, target: 'completed', actions: { type: 'storeResult', params: ({ event }) => event.output } },
          { guard: { type: 'taskFailed', params: ({ event }) => event.output }, target: 'failed', actions: { type: 'storeTaskError', params: ({ event }) => event.output } },
          { guard: { type: 'taskRunning', params: ({ event }) => event.output }, target: 'checkingAttempts', actions: { type: 'recordReport', params: ({ event }) => event.output } },
          { target: 'failed', actions: { type: 'storeUnknownStatus', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'errorIsFatal', params: ({ event }) => toPollError(event.error) }, target: 'failed', actions: { type: 'storePollError', params: ({ event }) => toPollError(event.error) } },
          { guard: 'attemptsLeft', target: 'waiting', actions: { type: 'recordPollError', params: ({ event }) => toPollError(event.error) } },
          { target: 'failed', actions: { type: 'storePollTimeout', params: ({ event }) => toPollError(event.error) } },
        ],
      },
    },
    checkingAttempts: {
      always: [{ guard: 'attemptsLeft', target: 'waiting' }, { target: 'failed', actions: 'storeTimeout' }],
    },
    completed: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => (context.error === null ? { ok: true, result: context.result } : { ok: false, error: context.error }),
})
