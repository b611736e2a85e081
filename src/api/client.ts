import createClient from 'openapi-fetch'
import type { paths } from './schema'
import { resolveApiBase } from './baseUrl'
import { credentialsMiddleware } from './credentialsMiddleware'
import { languageMiddleware } from './languageMiddleware'

export type Transport = (request: Request) => Promise<Response>

// Looked up per call: msw (tests) replaces fetch after this module loads.
const plainTransport: Transport = (request) => globalThis.fetch(request)
let sessionTransport: Transport = plainTransport

/** The seam for the auth refresh-retry: it wraps every call the session client sends. */
export function setTransport(next: Transport | null): void {
  sessionTransport = next ?? plainTransport
}

export const apiBase = resolveApiBase()

/** The signed-in user's client: bearer token, CSRF header, cookies, and the auth layer's refresh-retry. */
export const api = createClient<paths>({
  baseUrl: apiBase,
  credentials: 'include',
  fetch: (request) => sessionTransport(request),
})
api.use(credentialsMiddleware(apiBase), languageMiddleware)

/**
 * The public checkout's client: no session credentials and no refresh-retry, so a customer's
 * 401 can never touch (or sign out) a merchant's dashboard session in the same browser.
 */
export const publicApi = createClient<paths>({
  baseUrl: apiBase,
  credentials: 'omit',
  fetch: (request) => plainTransport(request),
})
publicApi.use(languageMiddleware)

export type Api = typeof api
