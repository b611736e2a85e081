import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { asyncTaskMachine, type AsyncTaskOutput } from '../asyncTask/asyncTaskMachine'

type SubscriptionCreate = components['schemas']['SubscriptionCreate']
type TaskAccepted = components['schemas']['TaskAccepted']

export const SUBSCRIPTION_CREATE_FAILED = 'Failed to create subscription'

const failureOf = (output: AsyncTaskOutput) => (output.ok ? null : output.error)

export interface SubscriptionPaymentContext {
  order: SubscriptionCreate
  taskId: string | null
  /** 0–100 as the task reports it, null before it does. */
  progress: number | null
  error: string | null
}

/**
 * Paying for a plan: create the subscription (202 + task id), poll the task with the shared
 * async-task machine (its back-off, retries and messages), then succeed or fail with Retry.
 */
export const subscriptionPaymentMachine = setup({
  types: {
    context: {} as SubscriptionPaymentContext,
    events: {} as { type: 'RETRY' },
    input: {} as SubscriptionCreate,
  },
  actors: {
    createSubscription: fromPromise<TaskAccepted, SubscriptionCreate>(() => Promise.reject(new Error('createSubscription not provided'))),
    /** The shared async-task machine, provided with the subscription-status fetch. */
    pollTask: asyncTaskMachine,
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    /** Paid: refresh the profile (the gating lets the client through) and go to the final step. */
    finish: () => {},
  },
  guards: {
    taskSucceeded: (_, output: AsyncTaskOutput) => output.ok,
  },
}).createMachine({
  id: 'subscriptionPayment',
  context: ({ input }) => ({ order: input, taskId: null, progress: null, error: null }),
  initial: 'creating',
  states: {
    creating: {
      entry: assign({ taskId: null, progress: null, error: null }),
      invoke: {
        id: 'createSubscription',
        src: 'createSubscription',
        input: ({ context }) => context.order,
        onDone: { target: 'processing', actions: assign({ taskId: ({ event }) => event.output.task_id }) },
        onError: {
          target: 'failed',
          actions: [assign({ error: SUBSCRIPTION_CREATE_FAILED }), { type: 'notifyError', params: { message: SUBSCRIPTION_CREATE_FAILED } }],
        },
      },
    },
    processing: {
      invoke: {
        id: 'pollTask',
        src: 'pollTask',
        input: ({ context }) => ({ taskId: context.taskId }),
        onSnapshot: { actions: assign({ progress: ({ event }) => event.snapshot.context.progress }) },
        onDone: [
          { guard: { type: 'taskSucceeded', params: ({ event }) => event.output }, target: 'succeeded', actions: assign({ progress: 100 }) },
          {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => failureOf(event.output) }),
              { type: 'notifyError', params: ({ event }) => ({ message: failureOf(event.output) ?? SUBSCRIPTION_CREATE_FAILED }) },
            ],
          },
        ],
      },
    },
    failed: {
      on: { RETRY: 'creating' },
    },
    succeeded: {
      type: 'final',
      entry: 'finish',
    },
  },
})
