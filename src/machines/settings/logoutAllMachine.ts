import { assign, fromPromise, setup } from 'xstate'

export interface LogoutAllContext {
  /** The failed call's message, shown in the confirmation with its button as the retry. */
  error: string | null
}

export type LogoutAllEvent = { type: 'OPEN' } | { type: 'CONFIRM' } | { type: 'CANCEL' }

/**
 * "Log out of all sessions" (designed here): idle → confirming → signingOut → done | failed.
 * Every session of the user is revoked, this one included, so `done` signs this tab out; other
 * tabs and devices are refused at their next call.
 */
export const logoutAllMachine = setup({
  types: {
    context: {} as LogoutAllContext,
    events: {} as LogoutAllEvent,
  },
  actors: {
    logoutAll: fromPromise<void>(() => Promise.reject(new Error('logoutAll not provided'))),
  },
  actions: {
    /** Clears this tab's tokens and leaves the signed-in area. */
    signOut: () => {},
  },
}).createMachine({
  id: 'logoutAll',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { OPEN: { target: 'confirming', actions: assign({ error: null }) } },
    },
    confirming: {
      on: { CONFIRM: 'signingOut', CANCEL: 'idle' },
    },
    // No CANCEL: the call cannot be taken back once sent (the dialog's buttons are busy).
    signingOut: {
      invoke: {
        id: 'logoutAll',
        src: 'logoutAll',
        onDone: 'done',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error as { message: string }).message }) },
      },
    },
    failed: {
      on: { CONFIRM: 'signingOut', CANCEL: 'idle' },
    },
    done: { type: 'final', entry: 'signOut' },
  },
})
