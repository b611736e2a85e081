import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { REVIEW_FAILED_MESSAGE, REVIEW_SUCCESS_MESSAGE, type ReviewDecision } from '../../domain/integration'

type S = components['schemas']

export interface IntegrationReviewInput {
  /** The pending integration this row reviews. */
  id: string
}

export interface IntegrationReviewContext extends IntegrationReviewInput {
  /** The decision being sent or sent. */
  decision: ReviewDecision | null
  /** The last failure's message. */
  error: string | null
}

export type IntegrationReviewEvent = { type: 'APPROVE' } | { type: 'REJECT' }

/**
 * One row of the review table (SPEC §2, §4, §8): idle → reviewing → reviewed, or back to idle
 * when the call fails. While the call runs, and once it succeeded, a click sends nothing; on
 * success (and on a failure, which may mean another reviewer was first) both lists are re-read.
 */
export const integrationReviewMachine = setup({
  types: {
    context: {} as IntegrationReviewContext,
    events: {} as IntegrationReviewEvent,
    input: {} as IntegrationReviewInput,
  },
  actors: {
    updateStatus: fromPromise<S['IntegrationUpdateResponse'], S['IntegrationStatusUpdate']>(() => Promise.reject(new Error('updateStatus not provided'))),
  },
  actions: {
    notifySuccess: (_, _params: { message: string }) => {},
    notifyError: (_, _params: { message: string }) => {},
    /** Re-read the pending and the validated lists. */
    refreshLists: () => {},
  },
}).createMachine({
  id: 'integrationReview',
  context: ({ input }) => ({ ...input, decision: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        APPROVE: { target: 'reviewing', actions: assign({ decision: 'approve', error: null }) },
        REJECT: { target: 'reviewing', actions: assign({ decision: 'reject', error: null }) },
      },
    },
    reviewing: {
      invoke: {
        id: 'updateStatus',
        src: 'updateStatus',
        input: ({ context }) => ({ id: context.id, is_valid: context.decision === 'approve' }),
        onDone: {
          target: 'reviewed',
          actions: [{ type: 'notifySuccess', params: ({ event }) => ({ message: REVIEW_SUCCESS_MESSAGE[event.output.data.is_valid ? 'approve' : 'reject'] }) }, 'refreshLists'],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => failureMessage(event.error) }),
            { type: 'notifyError', params: ({ event }) => ({ message: failureMessage(event.error) }) },
            'refreshLists',
          ],
        },
      },
    },
    /** Sent and accepted: the row leaves the pending list when it is re-read. */
    reviewed: { type: 'final' },
  },
})

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : REVIEW_FAILED_MESSAGE
}
