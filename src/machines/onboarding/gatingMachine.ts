import { assign, setup } from 'xstate'
import type { components } from '../../api/schema'
import { needsKyc, needsPlan, needsTelegram } from '../../domain/gating'

type User = components['schemas']['User']

export interface GatingContext {
  user: User
  path: string
}

export type GatingEvent = { type: 'PROFILE_CHANGED'; user: User } | { type: 'PATH_CHANGED'; path: string }

/**
 * Client gating (SPEC §2): decides from the profile what a client sees on a path, and
 * re-evaluates whenever the profile or the path changes, without a reload.
 * kyc: only the KYC page; planSelection: the plan selection instead of the dashboard;
 * telegram: the page under the required Telegram prompt; open: the requested page.
 */
export const gatingMachine = setup({
  types: {
    context: {} as GatingContext,
    events: {} as GatingEvent,
    input: {} as GatingContext,
  },
  guards: {
    needsKyc: ({ context }) => needsKyc(context.user),
    needsPlan: ({ context }) => needsPlan(context.user, context.path),
    needsTelegram: ({ context }) => needsTelegram(context.user),
  },
}).createMachine({
  id: 'gating',
  context: ({ input }) => input,
  initial: 'evaluating',
  on: {
    PROFILE_CHANGED: { target: '.evaluating', actions: assign({ user: ({ event }) => event.user }) },
    PATH_CHANGED: { target: '.evaluating', actions: assign({ path: ({ event }) => event.path }) },
  },
  states: {
    evaluating: {
      always: [
        { guard: 'needsKyc', target: 'kyc' },
        { guard: 'needsPlan', target: 'planSelection' },
        { guard: 'needsTelegram', target: 'telegram' },
        { target: 'open' },
      ],
    },
    kyc: {},
    planSelection: {},
    telegram: {},
    open: {},
  },
})
