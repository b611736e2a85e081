/** The auth calls of SPEC §7 and the designed account-recovery calls, and the e-mail verification's query. */
import { queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import { api, type Api } from './client'
import { settle } from './apiError'

type S = components['schemas']

/** The fallbacks when the server sends no message (SPEC §8's where it names one). */
export const AUTH_FAILED = {
  login: 'Login failed',
  logout: 'Logout failed',
  me: 'There was an error loading the application',
  refresh: 'Session refresh failed',
  signup: 'Registration failed',
  forgotPassword: 'Failed to send the reset e-mail',
  resetPassword: 'Failed to reset the password',
  verifyEmail: 'The verification link is invalid or has expired',
} as const

/**
 * The session's calls, which the app-wide auth actor is given (src/machines/auth/wiring.ts): that actor is
 * created outside React and installs the refresh-retry under the client, so it takes them on the client of
 * its document (the session client: the app, the login page, the checkout), and a second tab in the tests
 * (tests/api/refreshRetry.test.ts) on its own.
 */
export function authSessionCalls(client: Api = api) {
  return {
    login: (body: S['LoginPayload']) => settle(client.POST('/auth/login', { body }), AUTH_FAILED.login),
    logout: async (body: S['LogoutPayload']) => {
      await settle(client.POST('/auth/logout', { body }), AUTH_FAILED.logout)
    },
    me: async () => (await settle(client.GET('/auth/me'), AUTH_FAILED.me)).data,
    refreshToken: (body: S['RefreshPayload']) => settle(client.POST('/auth/jwt/refresh_token', { body }), AUTH_FAILED.refresh),
  }
}

export type AuthCalls = ReturnType<typeof authSessionCalls>

export const signup = (body: S['RegistrationPayload']) => settle(api.POST('/auth/signup', { body }), AUTH_FAILED.signup)

export const forgotPassword = (body: S['ForgotPasswordPayload']) => settle(api.POST('/auth/forgot-password', { body }), AUTH_FAILED.forgotPassword)

export const resetPassword = (body: S['ResetPasswordPayload']) => settle(api.POST('/auth/reset-password', { body }), AUTH_FAILED.resetPassword)

export const verifyEmail = (token: string, signal?: AbortSignal) =>
  settle(api.GET('/auth/verify-email/{token}', { params: { path: { token } }, signal }), AUTH_FAILED.verifyEmail, signal)

/** Every auth read starts with this key. */
export const AUTH_KEY = ['auth'] as const

/** The e-mail verification link, verified once: its answer is final, so it is neither retried nor read again. */
export const verifyEmailQuery = (token: string) =>
  queryOptions({ queryKey: [...AUTH_KEY, 'verify-email', token] as const, queryFn: ({ signal }) => verifyEmail(token, signal), retry: false, staleTime: Infinity })
