/**
 * The answers' messages in the request's language (`Accept-Language`, see sandbox/messages.ts): runs before the
 * contract's handlers, lets them answer as usual, and writes the JSON answer's `message` in French or Arabic where
 * the request asks for one. A request in English, or in a language the sandbox does not write, passes untouched.
 */
import { getResponse, http as mswHttp, type RequestHandler } from 'msw'
import { isRecord } from '../lib.ts'
import { localizeMessage, requestedLanguage } from '../messages.ts'
import type { SandboxContext } from './context.ts'

export function localizedMessagesHandler(ctx: SandboxContext, handlers: RequestHandler[]): RequestHandler {
  return mswHttp.all(`${ctx.baseUrl}/*`, async ({ request }) => {
    const language = requestedLanguage(request)
    if (!language) return undefined
    const response = await getResponse(handlers, request.clone())
    if (!response || !response.headers.get('content-type')?.includes('application/json')) return response
    const body: unknown = await response.clone().json()
    if (!isRecord(body) || typeof body.message !== 'string') return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    const localized = { ...body, message: localizeMessage(body.message, language) }
    return new Response(JSON.stringify(localized), { status: response.status, statusText: response.statusText, headers })
  })
}
