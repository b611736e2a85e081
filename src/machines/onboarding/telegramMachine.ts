import { assign, fromPromise, not, setup } from 'xstate'
import { stripAt, telegramFailureMessage, telegramUsernameError, type TelegramSubmitFailure } from '../../domain/telegramUsername'

export interface TelegramInput {
  /** A required dialog cannot be dismissed until a username was submitted. */
  required: boolean
  productName: string
}

export interface TelegramContext extends TelegramInput {
  /** The username as typed after the fixed @ prefix (a typed leading @ is stripped). */
  username: string
  /** The rule the username breaks, or the submit failure's message. */
  error: string | null
}

export type TelegramEvent = { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'CLOSE' } | { type: 'CONTINUE' }

/** SPEC §9: a dialog that is not required closes itself 2 s after success. */
export const TELEGRAM_AUTO_CLOSE_MS = 2000

export const telegramRequiredMessage = (productName: string) => `Telegram username is required to continue using ${productName}`

/**
 * The Telegram dialog (SPEC §2, §5, §8): editing → submitting → verified → done;
 * closing unsubmitted is refused with a message while required, else ends in closed.
 */
export const telegramMachine = setup({
  types: {
    context: {} as TelegramContext,
    events: {} as TelegramEvent,
    input: {} as TelegramInput,
  },
  actors: {
    submitTelegram: fromPromise<unknown, { telegram: string }>(() => Promise.reject(new Error('submitTelegram not provided'))),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    /** Saved and acknowledged: re-read the profile, which closes the prompt. */
    finish: () => {},
  },
  guards: {
    isRequired: ({ context }) => context.required,
    isValid: ({ context }) => telegramUsernameError(context.username) === null,
  },
  delays: {
    autoClose: TELEGRAM_AUTO_CLOSE_MS,
  },
}).createMachine({
  id: 'telegram',
  context: ({ input }) => ({ ...input, username: '', error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: assign({ username: ({ event }) => stripAt(event.value), error: null }) },
        SUBMIT: [
          { guard: 'isValid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ error: ({ context }) => telegramUsernameError(context.username) }) },
        ],
        CLOSE: [
          { guard: 'isRequired', actions: { type: 'notifyError', params: ({ context }) => ({ message: telegramRequiredMessage(context.productName) }) } },
          { target: 'closed' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitTelegram',
        src: 'submitTelegram',
        input: ({ context }) => ({ telegram: context.username }),
        onDone: { target: 'verified' },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => telegramFailureMessage(event.error as TelegramSubmitFailure) }),
            { type: 'notifyError', params: ({ event }) => ({ message: telegramFailureMessage(event.error as TelegramSubmitFailure) }) },
          ],
        },
      },
    },
    verified: {
      on: { CONTINUE: 'done' },
      after: { autoClose: { guard: not('isRequired'), target: 'done' } },
    },
    /** Saved: the profile is re-read and the dialog closes. */
    done: { type: 'final', entry: 'finish' },
    /** Dismissed without saving (only when not required). */
    closed: { type: 'final' },
  },
})
