import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { INTEGRATE_FAILED_MESSAGE, type WebsiteFormValue } from '../../domain/integration'

type S = components['schemas']

export interface IntegrateContext {
  /** The submit failure's message, shown under the field. */
  error: string | null
  /** The integration the server created. */
  integration: S['ClientIntegration'] | null
}

/** The form checks what was typed (websiteFormSchema) and sends the bare hostname. */
export type IntegrateEvent = { type: 'SUBMIT'; value: WebsiteFormValue }

/** The designed success toast of a submitted website. */
export const INTEGRATE_SUCCESS_MESSAGE = 'Your website was submitted for review.'

const submit = { target: '#integrate.submitting', actions: 'clearError' } as const

/**
 * The merchant integrates a website (issue 9): editing → submitting → submitted | failed. The form owns the
 * text and its rule; the machine sends the hostname it is given, once per submit. A failure says why (the
 * form keeps the text); submitting again retries.
 */
export const integrateMachine = setup({
  types: {
    context: {} as IntegrateContext,
    events: {} as IntegrateEvent,
  },
  actors: {
    createIntegration: fromPromise<S['MyIntegrationCreated'], WebsiteFormValue>(() => Promise.reject(new Error('createIntegration not provided'))),
  },
  actions: {
    notifySuccess: (_, _params: { message: string }) => {},
    notifyError: (_, _params: { message: string }) => {},
    /** Submitted: the screen re-reads the merchant's integration, now pending review. */
    finish: (_, _params: { integration: S['ClientIntegration'] }) => {},
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'integrate',
  context: { error: null, integration: null },
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT: submit } },
    submitting: {
      invoke: {
        id: 'createIntegration',
        src: 'createIntegration',
        // Only a SUBMIT enters this state: the call sends the hostname the form parsed.
        input: ({ event }) => (event as IntegrateEvent).value,
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
    /** The server refused or could not be reached: the reason stays until the next submit, which tries again. */
    failed: { on: { SUBMIT: submit } },
    submitted: { type: 'final' },
  },
})

/** The call's message (the server's, else the call's fallback), or a generic one for an unexpected throw. */
function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : INTEGRATE_FAILED_MESSAGE
}
