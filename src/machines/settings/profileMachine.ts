import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { profileFieldOf, profileValuesOf, type ProfileField, type ProfileValues } from '../../domain/profileForm'

type S = components['schemas']

export interface ProfileInput {
  user: S['User']
}

export interface ProfileContext {
  email: string
  /** The profile as last saved: what the form starts from, and returns to once a save succeeds. */
  values: ProfileValues
  /** The server's 400, under the field it names. */
  fieldError: { field: ProfileField; message: string } | null
  /** A failure no field owns (network, server error). */
  formError: string | null
}

/** The form checks its fields (src/domain/profileForm.ts) and sends the parsed update; EDIT says it changed since. */
export type ProfileEvent = { type: 'SUBMIT'; value: S['SettingsUpdate'] } | { type: 'EDIT' }

/** A failed save as the wiring hands it over: the server's message or a fallback. */
export interface ProfileSaveFailure {
  message: string
}

const messageOf = (error: unknown) => (error as ProfileSaveFailure).message

const SUBMIT = { target: '#profile.saving', actions: 'clearErrors' } as const

/**
 * The settings profile (designed here): editing → saving → saved | failed. The form owns the draft and its
 * rules; the machine saves what it is sent, once per submit, and says how it went: a 400 under its field,
 * any other failure above the button, Save again sends the form's values again.
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
    clearErrors: assign({ fieldError: null, formError: null }),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ email: input.user.email, values: profileValuesOf(input.user), fieldError: null, formError: null }),
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT } },
    // No SUBMIT here: the form is read-only until the call answers (one save per submit).
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        // Only a SUBMIT enters this state: the call sends what the form parsed.
        input: ({ event }) => (event as Extract<ProfileEvent, { type: 'SUBMIT' }>).value,
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
            return field ? { fieldError: { field, message }, formError: null } : { fieldError: null, formError: message }
          }),
        },
      },
    },
    saved: { on: { SUBMIT, EDIT: 'editing' } },
    // The server's field error stays until the form checks that field again; the form's own error goes with an edit.
    failed: { on: { SUBMIT, EDIT: { target: 'editing', actions: assign({ formError: null }) } } },
  },
})
