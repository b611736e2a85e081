import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { KYC_INIT_FAILED } from '../../domain/failureMessages'

type KycStatus = components['schemas']['KycStatus']
type KycSession = components['schemas']['KycSession']

/** SPEC §8: the three KYC errors, each shown with Retry. */
export const KYC_NO_TOKEN = 'No session token available.'
export const KYC_START_FAILED = 'Failed to start verification.'

/** SPEC §9: the KYC session request is retried once. */
export const KYC_SESSION_RETRIES = 1

export interface KycInput {
  email: string
  /** The profile already says is_kyc: nothing to verify. */
  isKyc: boolean
}

export interface KycContext extends KycInput {
  token: string | null
  sessionAttempts: number
  error: string | null
}

export type KycEvent = { type: 'START' } | { type: 'RETRY' } | { type: 'CONFIRM_COMPLETED' }

/**
 * KYC verification (SPEC §2, §4, §8): initialising (session token, retried once) → ready →
 * verifying in the provider popup → success, pending, canceled or failure. Errors offer Retry;
 * "I've completed KYC verification" re-checks the profile, and restarts the process when the
 * profile does not say is_kyc.
 */
export const kycMachine = setup({
  types: {
    context: {} as KycContext,
    events: {} as KycEvent,
    input: {} as KycInput,
  },
  actors: {
    createSession: fromPromise<KycSession, { email: string }>(() => Promise.reject(new Error('createSession not provided'))),
    verify: fromPromise<KycStatus, { token: string }>(() => Promise.reject(new Error('verify not provided'))),
    recheckProfile: fromPromise<{ isKyc: boolean }>(() => Promise.reject(new Error('recheckProfile not provided'))),
  },
  actions: {
    /** Success: refresh the profile and go home, where the gating lets the client through. */
    finish: () => {},
  },
  guards: {
    isKyc: ({ context }) => context.isKyc,
    canRetrySession: ({ context }) => context.sessionAttempts <= KYC_SESSION_RETRIES,
    hasToken: (_, params: { session: KycSession }) => typeof params.session.access_token === 'string' && params.session.access_token !== '',
    reported: (_, params: { status: KycStatus; expected: KycStatus }) => params.status === params.expected,
    confirmed: (_, params: { isKyc: boolean }) => params.isKyc,
  },
}).createMachine({
  id: 'kyc',
  context: ({ input }) => ({ ...input, token: null, sessionAttempts: 0, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isKyc', target: 'success' }, { target: 'initialising' }],
    },
    initialising: {
      entry: assign({ sessionAttempts: ({ context }) => context.sessionAttempts + 1, token: null, error: null }),
      invoke: {
        id: 'createSession',
        src: 'createSession',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ session: event.output }) },
            target: 'ready',
            actions: assign({ token: ({ event }) => event.output.access_token }),
          },
          { target: 'error', actions: assign({ error: KYC_NO_TOKEN }) },
        ],
        onError: [
          { guard: 'canRetrySession', target: 'initialising', reenter: true },
          { target: 'error', actions: assign({ error: KYC_INIT_FAILED }) },
        ],
      },
    },
    ready: {
      on: { START: 'verifying', CONFIRM_COMPLETED: 'confirming' },
    },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          { guard: { type: 'reported', params: ({ event }) => ({ status: event.output, expected: 'success' }) }, target: 'success' },
          { guard: { type: 'reported', params: ({ event }) => ({ status: event.output, expected: 'pending' }) }, target: 'pending' },
          { guard: { type: 'reported', params: ({ event }) => ({ status: event.output, expected: 'canceled' }) }, target: 'canceled' },
          { target: 'failure' },
        ],
        onError: { target: 'error', actions: assign({ error: KYC_START_FAILED }) },
      },
      on: { CONFIRM_COMPLETED: 'confirming' },
    },
    pending: {
      on: { CONFIRM_COMPLETED: 'confirming' },
    },
    canceled: {
      on: { RETRY: { target: 'initialising', actions: assign({ sessionAttempts: 0 }) } },
    },
    failure: {
      on: { RETRY: { target: 'initialising', actions: assign({ sessionAttempts: 0 }) } },
    },
    error: {
      on: { RETRY: { target: 'initialising', actions: assign({ sessionAttempts: 0 }) } },
    },
    confirming: {
      invoke: {
        id: 'recheckProfile',
        src: 'recheckProfile',
        onDone: [
          { guard: { type: 'confirmed', params: ({ event }) => event.output }, target: 'success' },
          { target: 'initialising', actions: assign({ sessionAttempts: 0 }) },
        ],
        onError: { target: 'error', actions: assign({ error: KYC_INIT_FAILED }) },
      },
    },
    success: {
      type: 'final',
      entry: 'finish',
    },
  },
})
