import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { keyForAttempt } from '../../domain/idempotency'
import { LINK_FORM_MESSAGES, type PaymentLinkCreate } from '../../domain/paymentLinkForm'

type PaymentLinkCreated = components['schemas']['PaymentLinkCreated']

export interface LinkCreationInput {
  /** A fresh Idempotency-Key (a UUID v4); injected so that tests are deterministic. */
  newKey: () => string
}

export interface LinkCreationContext extends LinkCreationInput {
  /** The payload being sent (the form's parsed value). */
  payload: PaymentLinkCreate | null
  /** The last attempt's failure, shown in the dialog: the server's message, else SPEC §8's. */
  submitError: string | null
  /** The key of the current intent and the payload it was sent with: kept for a retry of that same payload after a network error or a 5xx. */
  idempotencyKey: string | null
  keyPayload: string | null
  /** The HTTP status of the last failed attempt; undefined when its answer was lost. */
  failureStatus: number | undefined
}

export type LinkCreationEvent = { type: 'SUBMIT'; value: PaymentLinkCreate } | { type: 'CANCEL' }

export interface CreateLinkInput {
  payload: PaymentLinkCreate
  idempotencyKey: string
}

/** The failure an attempt ended with: its message (the server's, or the API module's fallback) and status. */
function failureOf(error: unknown): { message: string; status: number | undefined } {
  const failure = error as { message?: unknown; status?: unknown } | null
  const message = typeof failure?.message === 'string' && failure.message.trim() ? failure.message : LINK_FORM_MESSAGES.createFailed
  return { message, status: typeof failure?.status === 'number' ? failure.status : undefined }
}

/**
 * The Create Payment Link dialog's submission (SPEC §2, §3, §5, §8): editing → submitting → done | failed.
 * The form (src/domain/paymentLinkForm.ts's schema) checks the fields and sends the parsed payload; a
 * failure keeps the dialog and every typed value; submitting the same payload again retries the same
 * intent (its Idempotency-Key after a lost answer or a 5xx), a changed payload is a new intent.
 */
export const linkCreationMachine = setup({
  types: {
    context: {} as LinkCreationContext,
    events: {} as LinkCreationEvent,
    input: {} as LinkCreationInput,
  },
  actors: {
    createPaymentLink: fromPromise<PaymentLinkCreated, CreateLinkInput>(() => Promise.reject(new Error('createPaymentLink not provided'))),
  },
  actions: {
    /** SPEC §8's success, with the new link's address: the toast stays until dismissed and copies it (issue 35 §12). */
    notifyCreated: (_, _params: { message: string; url: string }) => {},
    /** Created: the list is refreshed and the dialog closes. */
    finish: (_, _params: { created: PaymentLinkCreated }) => {},
    /** Dismissed: the dialog closes. */
    close: () => {},
    keyAttempt: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {}
      const sent = JSON.stringify(event.value)
      const previous = context.keyPayload === sent ? context.idempotencyKey : null
      return { payload: event.value, keyPayload: sent, submitError: null, idempotencyKey: keyForAttempt(previous, context.failureStatus, context.newKey) }
    }),
  },
}).createMachine({
  id: 'linkCreation',
  context: ({ input }) => ({ ...input, payload: null, submitError: null, idempotencyKey: null, keyPayload: null, failureStatus: undefined }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: { target: 'submitting', actions: 'keyAttempt' },
        CANCEL: 'cancelled',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createPaymentLink',
        src: 'createPaymentLink',
        input: ({ context }) => ({ payload: context.payload!, idempotencyKey: context.idempotencyKey! }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'notifyCreated', params: ({ event }) => ({ message: LINK_FORM_MESSAGES.created, url: event.output.payment_link.url }) },
            { type: 'finish', params: ({ event }) => ({ created: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => {
            const { message, status } = failureOf(event.error)
            return { submitError: message, failureStatus: status }
          }),
        },
      },
    },
    /** The attempt failed: the message shows in the dialog with every typed value kept; Create tries again. */
    failed: {
      on: {
        SUBMIT: { target: 'submitting', actions: 'keyAttempt' },
        CANCEL: 'cancelled',
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final', entry: 'close' },
  },
})
