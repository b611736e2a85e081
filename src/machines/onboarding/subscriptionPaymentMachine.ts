import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { asyncTaskMachine, type AsyncTaskOutput } from '../shared/asyncTaskMachine'
import { callFailure, keyAfter, type CallFailure } from '../../domain/idempotency'
import { SUBSCRIPTION_CREATE_FAILED } from '../../domain/failureMessages'

type SubscriptionCreate = components['schemas']['SubscriptionCreate']
type TaskAccepted = components['schemas']['TaskAccepted']


const failureOf = (output: AsyncTaskOutput) => (output.ok ? null : output.error)

export interface SubscriptionPaymentInput {
  /**
   * The first attempt's Idempotency-Key: the screen makes it once, so that StrictMode's second start
   * of the actor sends the same order under the same key.
   */
  idempotencyKey?: string
  /** A fresh Idempotency-Key (UUID v4) for a new attempt; injected so that tests are deterministic. */
  newKey?: () => string
}

export interface CreateSubscriptionInput {
  order: SubscriptionCreate
  idempotencyKey: string
}

export interface SubscriptionPaymentContext {
  /** The order as the client reviewed and confirmed it; null while it waits in review. */
  order: SubscriptionCreate | null
  newKey: () => string
  /** The order's key, kept for Retry after a lost answer (the server then answers with the subscription it already started). */
  idempotencyKey: string
  /** How the creation call failed (no status: no answer); null when it did not fail. */
  createFailure: CallFailure | null
  taskId: string | null
  /** 0–100 as the task reports it, null before it does. */
  progress: number | null
  error: string | null
}

/**
 * Paying for a plan: the order waits in `review` until the client confirms it (opening the page
 * never charges: a link in an e-mail could otherwise make a signed-in client pay), then the
 * subscription is created (202 + task id) and its task polled with the shared async-task machine
 * (its back-off, retries and messages), to success or to a failure with Retry.
 * Retry after a lost answer or a 5xx sends the same Idempotency-Key, after a 4xx or a failed task a new one.
 */
export const subscriptionPaymentMachine = setup({
  types: {
    context: {} as SubscriptionPaymentContext,
    events: {} as { type: 'CONFIRM'; order: SubscriptionCreate } | { type: 'RETRY' },
    input: {} as SubscriptionPaymentInput,
  },
  actors: {
    createSubscription: fromPromise<TaskAccepted, CreateSubscriptionInput>(() => Promise.reject(new Error('createSubscription not provided'))),
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
  context: ({ input }) => {
    const newKey = input.newKey ?? (() => crypto.randomUUID())
    return { order: null, newKey, idempotencyKey: input.idempotencyKey ?? newKey(), createFailure: null, taskId: null, progress: null, error: null }
  },
  initial: 'review',
  states: {
    /** The order restated (plan, period, price, promo, total); only CONFIRM sends it, exactly as reviewed. */
    review: {
      on: { CONFIRM: { target: 'creating', actions: assign({ order: ({ event }) => event.order }) } },
    },
    creating: {
      entry: assign({ taskId: null, progress: null, error: null }),
      invoke: {
        id: 'createSubscription',
        src: 'createSubscription',
        input: ({ context }) => ({ order: context.order!, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'processing', actions: assign({ taskId: ({ event }) => event.output.task_id }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: SUBSCRIPTION_CREATE_FAILED, createFailure: ({ event }) => callFailure(event.error) }),
            { type: 'notifyError', params: { message: SUBSCRIPTION_CREATE_FAILED } },
          ],
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
      on: {
        RETRY: {
          target: 'creating',
          actions: assign({ idempotencyKey: ({ context }) => keyAfter(context.idempotencyKey, context.createFailure, context.newKey), createFailure: null }),
        },
      },
    },
    succeeded: {
      type: 'final',
      entry: 'finish',
    },
  },
})
