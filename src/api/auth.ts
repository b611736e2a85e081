import { queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import { api, type Api } from './client'
import { unwrap } from './apiError'

type Schemas = components['schemas']

/** The auth calls of SPEC §7 and the designed account-recovery calls, bound to a client. */
export function authCalls(api: Api) {
  return {
    login: async (body: Schemas['LoginPayload']) => unwrap(await api.POST('/auth/login', { body }), 'Login failed'),
    logout: async (body: Schemas['LogoutPayload']) => {
      unwrap(await api.POST('/auth/logout', { body }), 'Logout failed')
    },
    me: async () => unwrap(await api.GET('/auth/me'), 'There was an error loading the application').data,
    refreshToken: async (body: Schemas['RefreshPayload']) => unwrap(await api.POST('/auth/jwt/refresh_token', { body }), 'Session refresh failed'),
    signup: async (body: Schemas['RegistrationPayload']) => unwrap(await api.POST('/auth/signup', { body }), 'Registration failed'),
    forgotPassword: async (body: Schemas['ForgotPasswordPayload']) => unwrap(await api.POST('/auth/forgot-password', { body }), 'Failed to send the reset e-mail'),
    resetPassword: async (body: Schemas['ResetPasswordPayload']) => unwrap(await api.POST('/auth/reset-password', { body }), 'Failed to reset the password'),
    verifyEmail: async (token: string) => unwrap(await api.GET('/auth/verify-email/{token}', { params: { path: { token } } }), 'The verification link is invalid or has expired'),
  }
}

export type AuthCalls = ReturnType<typeof authCalls>

/** The e-mail verification link, verified once: its answer is final, so it is neither retried nor read again. */
export const verifyEmailQuery = (token: string) =>
  queryOptions({ queryKey: ['verify-email', token] as const, queryFn: () => authCalls(api).verifyEmail(token), retry: false, staleTime: Infinity })
