import { assign, fromPromise, not, setup } from 'xstate'
import { telegramFailureMessage, type TelegramFormValues, type TelegramSubmitFailure } from '../../domain/telegramUsername'

export interface TelegramInput {
  /** A required dialog cannot be dismissed until a username was submitted. */
  required: boolean
  productName: string
}

export interface TelegramContext extends TelegramInput {
  /** The username sent (without its @), for "Verification Complete!". */
  username: string
  /** The last submit failure's message. */
  error: string | null
}

/** The dialog's form checks the username (src/domain/telegramUsername.ts) and sends the parsed value. */
export type TelegramEvent = { type: 'SUBMIT'; value: TelegramFormValues } | { type: 'CLOSE' } | { type: 'CONTINUE' }

/** SPEC §9: a dialog that is not required closes itself 2 s after success. */
export const TELEGRAM_AUTO_CLOSE_MS = 2000

export const telegramRequiredMessage = (productName: string) => `Telegram username is required to continue using ${productName}`

/**
 * The Telegram dialog (SPEC §2, §8): editing → submitting → verified → done; a failed call goes back to
 * editing with its message (submitting again is the retry); closing unsubmitted is refused with a message
 * while required, else ends in closed.
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
        SUBMIT: { target: 'submitting', actions: assign({ username: ({ event }) => event.value.telegram, error: null }) },
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
