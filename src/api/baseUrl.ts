import { config } from '../config'

/** The API base as an absolute URL; relative settings resolve against the app's own origin. */
export function resolveApiBase(base: string = config.apiBaseUrl, origin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  return new URL(base, `${origin}/`).href.replace(/\/+$/, '')
}

/** True only for URLs under the API base: credentials never go to third parties. */
export function isApiUrl(url: string, apiBase: string): boolean {
  return url === apiBase || url.startsWith(`${apiBase}/`) || url.startsWith(`${apiBase}?`)
}
