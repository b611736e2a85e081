import type { Middleware } from 'openapi-fetch'

/**
 * Asks the server to write its messages in the page's language: `<html lang>`, which public/locale.js sets before the
 * first paint and the language select keeps (the browser's own header names the browser's languages, not the one the
 * reader chose here). A safelisted header: no preflight on a cross-origin API.
 */
export const languageMiddleware: Middleware = {
  onRequest({ request }) {
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang
    if (language) request.headers.set('Accept-Language', language)
    return request
  },
}
