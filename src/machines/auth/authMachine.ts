import { assertEvent, assign, emit, enqueueActions, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { components } from '../../api/schema'
import type { RefreshOutcome } from '../../api/refreshRetry'

export type User = components['schemas']['User']
export type TokenPair = components['schemas']['TokenPair']
export type Credentials = components['schemas']['LoginPayload']

/** Why the session ended: the user logged out, the server refused the refresh token, or another tab logged out. */
export type SignOutReason = 'logout' | 'expired' | 'elsewhere'


/** Thrown by the refresh actor when the session is over (refresh token refused or missing): the user is signed out. */
export class SessionRejectedError extends Error {
  constructor(message = 'Session expired') {
    super(message)
    this.name = 'SessionRejectedError'
  }
}

export interface AuthContext {
  user: User | null
  loginError: string | null
  profileError: string | null
  /** Counts finished refreshes; a caller waiting for "the" refresh waits for this to grow. */
  refreshGeneration: number
  lastRefresh: RefreshOutcome | null
}

export type AuthEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  | { type: 'LOGOUT' }
  | { type: 'RETRY' }
  | { type: 'TOKEN_EXPIRED' }
  | { type: 'SIGNED_OUT_ELSEWHERE' }
  | { type: 'SESSION_EXPIRED' }
  /** The profile changed (KYC passed, plan bought, telegram saved): the new one, re-read from the server. */
  | { type: 'PROFILE_UPDATED'; user: User }

export type AuthEmitted = { type: 'signedIn' } | { type: 'signedOut'; reason: SignOutReason }

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

function notProvided(name: string): never {
  throw new Error(`authMachine: provide the "${name}" actor`)
}

/**
 * The session: restoring it from storage, loading the profile, logging in and out (region `session`),
 * and the single-flight token refresh that every API call's refresh-retry waits on (region `token`).
 * Storage and network are injected with `.provide()`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    readSession: fromPromise<{ found: boolean }>(async () => notProvided('readSession')),
    loadProfile: fromPromise<User>(async () => notProvided('loadProfile')),
    login: fromPromise<TokenPair, Credentials>(async () => notProvided('login')),
    logout: fromPromise<void>(async () => notProvided('logout')),
    refresh: fromPromise<void>(async () => notProvided('refresh')),
  },
  actions: {
    storeTokens: (_, _tokens: TokenPair) => {},
    clearTokens: () => {},
    recordRefresh: assign(({ context }, outcome: RefreshOutcome) => ({
      refreshGeneration: context.refreshGeneration + 1,
      lastRefresh: outcome,
    })),
  },
  guards: {
    sessionFound: (_, found: boolean) => found,
    sessionRejected: (_, error: unknown) => error instanceof SessionRejectedError,
  },
  delays: {
    LOGOUT_TIMEOUT: 5000,
  },
})
  .extend({
    actions: {
      endSession: enqueueActions(({ enqueue }, reason: SignOutReason) => {
        enqueue.assign({ user: null })
        enqueue.emit({ type: 'signedOut', reason })
      }),
    },
  })
  .createMachine({
  id: 'auth',
  type: 'parallel',
  context: { user: null, loginError: null, profileError: null, refreshGeneration: 0, lastRefresh: null },
  states: {
    session: {
      initial: 'restoring',
      states: {
        restoring: {
          invoke: {
            id: 'readSession',
            src: 'readSession',
            onDone: [
              { guard: { type: 'sessionFound', params: ({ event }) => event.output.found }, target: 'authenticated' },
              { target: 'signedOut' },
            ],
          },
        },
        signedOut: {
          on: {
            LOGIN: { target: 'loggingIn', actions: assign({ loginError: null, profileError: null }) },
          },
        },
        loggingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'LOGIN')
              return event.credentials
            },
            onDone: {
              target: 'authenticated',
              actions: { type: 'storeTokens', params: ({ event }) => event.output },
            },
            onError: {
              target: 'signedOut',
              actions: assign({ loginError: ({ event }) => messageOf(event.error, 'Login failed') }),
            },
          },
        },
        authenticated: {
          initial: 'loadingProfile',
          states: {
            loadingProfile: {
              invoke: {
                id: 'loadProfile',
                src: 'loadProfile',
                onDone: {
                  target: 'signedIn',
                  actions: [assign({ user: ({ event }) => event.output, profileError: null }), emit({ type: 'signedIn' })],
                },
                onError: {
                  target: 'profileFailed',
                  actions: assign({ profileError: ({ event }) => messageOf(event.error, 'There was an error loading the application') }),
                },
              },
            },
            profileFailed: {
              on: {
                RETRY: 'loadingProfile',
                // From the login page: a fresh login replaces the session whose profile failed.
                LOGIN: { target: '#auth.session.loggingIn', actions: assign({ loginError: null, profileError: null }) },
              },
            },
            signedIn: {
              on: { PROFILE_UPDATED: { actions: assign({ user: ({ event }) => event.user }) } },
            },
          },
          on: {
            LOGOUT: 'loggingOut',
            SESSION_EXPIRED: { target: 'signedOut', actions: ['clearTokens', { type: 'endSession', params: 'expired' }] },
            SIGNED_OUT_ELSEWHERE: { target: 'signedOut', actions: ['clearTokens', { type: 'endSession', params: 'elsewhere' }] },
          },
        },
        loggingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: { target: 'signedOut', actions: ['clearTokens', { type: 'endSession', params: 'logout' }] },
            onError: { target: 'signedOut', actions: ['clearTokens', { type: 'endSession', params: 'logout' }] },
          },
          after: { LOGOUT_TIMEOUT: { target: 'signedOut', actions: ['clearTokens', { type: 'endSession', params: 'logout' }] } },
        },
      },
    },
    token: {
      initial: 'idle',
      states: {
        idle: {
          on: { TOKEN_EXPIRED: 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'refresh',
            onDone: { target: 'idle', actions: { type: 'recordRefresh', params: 'rotated' } },
            onError: [
              {
                guard: { type: 'sessionRejected', params: ({ event }: { event: { error: unknown } }) => event.error },
                target: 'idle',
                actions: [{ type: 'recordRefresh', params: 'rejected' }, raise({ type: 'SESSION_EXPIRED' })],
              },
              { target: 'idle', actions: { type: 'recordRefresh', params: 'unavailable' } },
            ],
          },
        },
      },
    },
  },
})

export type AuthMachine = typeof authMachine
export type AuthActor = ActorRefFrom<AuthMachine>
export type AuthSnapshot = SnapshotFrom<AuthMachine>
