/**
 * The settings flow's wiring: the profile and logout-all machines with the account calls of
 * src/api. The settings route starts them and passes what only the app holds (the auth actor, toasts).
 */
import type { components } from '../../api/schema'
import { ApiError } from '../../api/apiError'
import { LOGOUT_ALL_FAILED, logoutAllSessions, PROFILE_SAVE_FAILED, updateMe } from '../../api/account'
import { fromAbortablePromise } from '../shared/fromAbortablePromise'
import { profileMachine } from './profileMachine'
import { logoutAllMachine } from './logoutAllMachine'

type S = components['schemas']

/** A call that never reached an answer (network down) fails with the screen's own message, not the browser's. */
async function withFallback<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(fallback)
  }
}

export function createProfileMachine({ onSaved, notifySuccess }: { onSaved: (user: S['User']) => void; notifySuccess: (message: string) => void }) {
  return profileMachine.provide({
    actors: {
      saveProfile: fromAbortablePromise<S['UserUpdateResponse'], S['SettingsUpdate']>(({ input, signal }) => withFallback(updateMe(input, signal), PROFILE_SAVE_FAILED)),
    },
    actions: {
      profileSaved: (_, { user, message }) => {
        onSaved(user)
        notifySuccess(message)
      },
    },
  })
}

export function createLogoutAllMachine({ signOut }: { signOut: () => void }) {
  return logoutAllMachine.provide({
    actors: { logoutAll: fromAbortablePromise<void, unknown>(({ signal }) => withFallback(logoutAllSessions(signal), LOGOUT_ALL_FAILED)) },
    actions: { signOut },
  })
}
