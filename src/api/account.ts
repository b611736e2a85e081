/** The signed-in user's own account (designed here): the settings update and ending every session. */
import type { components } from './schema'
import { api } from './client'
import { settle } from './apiError'

type S = components['schemas']

export const PROFILE_SAVE_FAILED = 'Failed to save your profile'
export const LOGOUT_ALL_FAILED = 'Failed to log out of all sessions'

/** `PATCH /auth/me`: all or nothing; a 400 names the field in its message. */
export async function updateMe(body: S['SettingsUpdate'], signal?: AbortSignal): Promise<S['UserUpdateResponse']> {
  return settle(api.PATCH('/auth/me', { body, signal }), PROFILE_SAVE_FAILED)
}

/** Revokes every session of the user, this one included: the caller signs this tab out. */
export async function logoutAllSessions(signal?: AbortSignal): Promise<void> {
  await settle(api.POST('/api/v1/auth/logoutall/', { signal }), LOGOUT_ALL_FAILED)
}
