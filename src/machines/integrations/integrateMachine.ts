import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { parseWebsite } from '../../domain/hostname'
import { INTEGRATE_FAILED_MESSAGE } from '../../domain/integration'

type S = components['schemas']

export interface IntegrateInput {
  /** What the field starts with: empty, or the hostname of a rejected integration to correct. */
  website: string
}

export interface IntegrateContext {
  /** The field exactly as typed: a failure never clears it. */
  website: string
  /** The rule the website breaks, or the submit failure's message. */
  error: string | null
  /** The integration the server created. */
  integration: S['ClientIntegration'] | null
}

export type IntegrateEvent = { type: 'CHANGE'; value: string } | { type: 'BLUR' } | { type: 'SUBMIT' }

/** The designed success toast of a submitted website. */
export const INTEGRATE_SUCCESS_MESSAGE = 'Your website was submitted for review.'

const websiteError = ({ context }: { context: IntegrateContext }) => parseWebsite(context.website).error

/**
 * The merchant integrates a website (issue 9): editing → submitting → submitted | failed. The
 * typed text is checked by the bare-hostname rule on submit (and on leaving a non-empty field);
 * the bare hostname is what is sent. A failure keeps the text and says why; submitting again retries.
 */
export const integrateMachine = setup({
  types: {
    context: {} as IntegrateContext,
    events: {} as IntegrateEvent,
    input: {} as IntegrateInput,
  },
  actors: {
    createIntegration: fromPromise<S['MyIntegrationCreated'], { hostname: string }>(() => Promise.reject(new Error('createIntegration not provided'))),
  },
  actions: {
    notifySuccess: (_, _params: { message: string }) => {},
    notifyError: (_, _params: { message: string }) => {},
    /** Submitted: the screen re-reads the merchant's integration, now pending review. */
    finish: (_, _params: { integration: S['ClientIntegration'] }) => {},
  },
  guards: {
    isValid: ({ context }) => parseWebsite(context.website).error === null,
    typedAndInvalid: ({ context }) => context.website.trim() !== '' && parseWebsite(context.website).error !== null,
  },
}).createMachine({
  id: 'integrate',
  context: ({ input }) => ({ website: input.website, error: null, integration: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: assign({ website: ({ event }) => event.value, error: null }) },
        BLUR: { guard: 'typedAndInvalid', actions: assign({ error: websiteError }) },
        SUBMIT: [{ guard: 'isValid', target: 'submitting', actions: assign({ error: null }) }, { actions: assign({ error: websiteError }) }],
      },
    },
    submitting: {
      invoke: {
        id: 'createIntegration',
        src: 'createIntegration',
        input: ({ context }) => ({ hostname: parseWebsite(context.website).hostname ?? '' }),
        onDone: {
          target: 'submitted',
          actions: [
            assign({ integration: ({ event }) => event.output.data }),
            { type: 'notifySuccess', params: { message: INTEGRATE_SUCCESS_MESSAGE } },
            { type: 'finish', params: ({ event }) => ({ integration: event.output.data }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [assign({ error: ({ event }) => errorMessage(event.error) }), { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) }],
        },
      },
    },
    /** The server refused or could not be reached: the text and the reason stay; SUBMIT tries again. */
    failed: {
      on: {
        CHANGE: { target: 'editing', actions: assign({ website: ({ event }) => event.value, error: null }) },
        SUBMIT: { target: 'submitting', actions: assign({ error: null }) },
      },
    },
    submitted: { type: 'final' },
  },
})

/** The call's message (the server's, else the call's fallback), or a generic one for an unexpected throw. */
function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : INTEGRATE_FAILED_MESSAGE
}
