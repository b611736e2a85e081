/**
 * The settings flow's wiring: the profile and logout-all machines with the account calls of
 * src/api. The settings route starts them and passes what only the app holds (the auth actor, toasts).
 */
import type { components } from '../../api/schema'
import { logoutAllSessions, updateMe } from '../../api/account'
import { fromAbortablePromise } from '../shared/fromAbortablePromise'
import { profileMachine } from './profileMachine'
import { logoutAllMachine } from './logoutAllMachine'

type S = components['schemas']

export function createProfileMachine({ onSaved, notifySuccess }: { onSaved: (user: S['User']) => void; notifySuccess: (message: string) => void }) {
  return profileMachine.provide({
    actors: {
      saveProfile: fromAbortablePromise<S['UserUpdateResponse'], S['SettingsUpdate']>(({ input, signal }) => updateMe(input, signal)),
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
    actors: { logoutAll: fromAbortablePromise<void, unknown>(({ signal }) => logoutAllSessions(signal)) },
    actions: { signOut },
  })
}
