import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { profileFieldOf, profileUpdate, profileValuesOf, validateProfile, type ProfileErrors, type ProfileField, type ProfileValues } from '../../domain/profileForm'

type S = components['schemas']

export interface ProfileInput {
  user: S['User']
}

export interface ProfileContext {
  email: string
  /** What the form shows: kept as typed through every failure. */
  values: ProfileValues
  /** Each field's message, from the rules or from the server's 400. */
  errors: ProfileErrors
  /** A failure no field owns (network, server error). */
  formError: string | null
}

export type ProfileEvent = { type: 'CHANGE'; field: ProfileField; value: string } | { type: 'SUBMIT' }

/** A failed save as the wiring hands it over: the server's message or a fallback. */
export interface ProfileSaveFailure {
  message: string
}

const messageOf = (error: unknown) => (error as ProfileSaveFailure).message

/** What the form takes whenever it is not saving. */
const EDITABLE = {
  CHANGE: { target: '#profile.editing', actions: { type: 'change', params: ({ event }: { event: Extract<ProfileEvent, { type: 'CHANGE' }> }) => event } },
  SUBMIT: [
    { guard: 'isValid', target: '#profile.saving', actions: 'clearErrors' },
    { target: '#profile.editing', actions: 'showRuleErrors' },
  ],
} as const

/**
 * The settings profile (designed here): editing → saving → saved | failed. Invalid input never
 * leaves the form; a 400 puts the server's message under its field; what was typed stays.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    saveProfile: fromPromise<S['UserUpdateResponse'], S['SettingsUpdate']>(() => Promise.reject(new Error('saveProfile not provided'))),
  },
  actions: {
    /** The new profile goes to the auth actor; the server's message to a toast. */
    profileSaved: (_, _params: { user: S['User']; message: string }) => {},
    change: assign(({ context }, { field, value }: { field: ProfileField; value: string }) => ({
      values: { ...context.values, [field]: value },
      errors: { ...context.errors, [field]: undefined },
      formError: null,
    })),
    showRuleErrors: assign({ errors: ({ context }) => validateProfile(context.values), formError: null }),
    clearErrors: assign({ errors: {}, formError: null }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateProfile(context.values)).length === 0,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ email: input.user.email, values: profileValuesOf(input.user), errors: {}, formError: null }),
  initial: 'editing',
  states: {
    editing: { on: EDITABLE },
    // No CHANGE or SUBMIT here: the fields are read-only until the call answers (one save per submit).
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => profileUpdate(context.values),
        onDone: {
          target: 'saved',
          actions: [
            assign({ values: ({ event }) => profileValuesOf(event.output.data) }),
            { type: 'profileSaved', params: ({ event }) => ({ user: event.output.data, message: event.output.message }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => {
            const message = messageOf(event.error)
            const field = profileFieldOf(message)
            return field ? { errors: { [field]: message }, formError: null } : { errors: {}, formError: message }
          }),
        },
      },
    },
    saved: { on: EDITABLE },
    // The values are the ones that passed the rules before the failed call: a retry sends them again.
    failed: { on: { CHANGE: EDITABLE.CHANGE, SUBMIT: { target: 'saving', actions: 'clearErrors' } } },
  },
})
