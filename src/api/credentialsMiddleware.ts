import type { Middleware } from 'openapi-fetch'
import { CSRF_HEADER, readCsrfToken } from './csrf'
import { tokens } from './tokens'
import { isApiUrl } from './baseUrl'

/** Adds the bearer access token and the CSRF header to calls to the API's own base URL, and to nothing else. */
export function credentialsMiddleware(apiBase: string): Middleware {
  return {
    onRequest({ request }) {
      if (!isApiUrl(request.url, apiBase)) return request
      const access = tokens.access()
      if (access) request.headers.set('Authorization', `Bearer ${access}`)
      const csrf = readCsrfToken()
      if (csrf) request.headers.set(CSRF_HEADER, csrf)
      return request
    },
  }
}
