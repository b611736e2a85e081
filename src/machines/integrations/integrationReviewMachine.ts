import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { REVIEW_FAILED_MESSAGE, REVIEW_SUCCESS_MESSAGE, type ReviewDecision } from '../../domain/integration'
import type { RejectionReasonValue } from '../../domain/rejectionReason'

type S = components['schemas']

export interface IntegrationReviewInput {
  /** The pending integration this row reviews. */
  id: string
}

export interface IntegrationReviewContext extends IntegrationReviewInput {
  /** The decision being confirmed, sent or sent. */
  decision: ReviewDecision | null
  /** The last failure's message. */
  error: string | null
}

/** The confirmation's form checks a rejection's reason (src/domain/rejectionReason.ts) and confirms with the parsed value. */
export type IntegrationReviewEvent = { type: 'APPROVE' } | { type: 'REJECT' } | { type: 'CONFIRM'; value: RejectionReasonValue } | { type: 'CANCEL' }

/**
 * One row of the review table (SPEC §2, §4, §8): Approve or Reject opens `confirming` with that
 * decision (the confirmation names the website; a rejection may carry a reason), CONFIRM sends it
 * (`reviewing`), and the row ends `reviewed`. While the call runs, and once it succeeded, nothing
 * more is sent. A failure goes back to the confirmation with the message, where CONFIRM retries;
 * on success (and on a failure, which may mean another reviewer was first) both lists are re-read.
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
    /** The integration as the server now has it: the screen keeps its row in place, with its new status. */
    reportReviewed: (_, _params: { integration: S['Integration'] }) => {},
  },
}).createMachine({
  id: 'integrationReview',
  context: ({ input }) => ({ ...input, decision: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        APPROVE: { target: 'confirming', actions: assign({ decision: 'approve', error: null }) },
        REJECT: { target: 'confirming', actions: assign({ decision: 'reject', error: null }) },
      },
    },
    /** The confirmation is open: nothing was sent yet. */
    confirming: {
      on: {
        CONFIRM: { target: 'reviewing' },
        CANCEL: { target: 'idle', actions: assign({ decision: null, error: null }) },
      },
    },
    reviewing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'updateStatus',
        src: 'updateStatus',
        // Only a CONFIRM enters this state; only a rejection carries its reason, and only when one was typed.
        input: ({ context, event }) => {
          const { reason } = (event as Extract<IntegrationReviewEvent, { type: 'CONFIRM' }>).value
          return { id: context.id, is_valid: context.decision === 'approve', ...(context.decision === 'reject' && reason ? { reason } : {}) }
        },
        onDone: {
          target: 'reviewed',
          actions: [
            { type: 'notifySuccess', params: ({ event }) => ({ message: REVIEW_SUCCESS_MESSAGE[event.output.data.is_valid ? 'approve' : 'reject'] }) },
            { type: 'reportReviewed', params: ({ event }) => ({ integration: event.output.data }) },
            'refreshLists',
          ],
        },
        onError: {
          target: 'confirming',
          actions: [
            assign({ error: ({ event }) => failureMessage(event.error) }),
            { type: 'notifyError', params: ({ event }) => ({ message: failureMessage(event.error) }) },
            'refreshLists',
          ],
        },
      },
    },
    /** Sent and accepted: the row shows its new status and offers nothing more. */
    reviewed: { type: 'final' },
  },
})

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : REVIEW_FAILED_MESSAGE
}
