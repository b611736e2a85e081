/**
 * "The server accepted the request but the answer was lost": after
 * `POST __sandbox/drop-next-response {method, path}`, the next matching request is
 * processed by the real handlers as usual, then answered with a network error.
 */
import { getResponse, http as mswHttp, HttpResponse, type RequestHandler } from 'msw'
import { controlPath, fail, readJson, type SandboxContext } from './context.ts'

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** Runs before every other handler; passes through unless a drop rule matches the request. */
export function dropResponseHandler(ctx: SandboxContext, handlers: RequestHandler[]): RequestHandler {
  return mswHttp.all(`${ctx.baseUrl}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.slice(ctx.basePath.length)
    const rules = ctx.store.dropNext
    const index = rules.findIndex((rule) => rule.method === request.method && rule.path === path)
    if (index < 0) return undefined
    rules.splice(index, 1)
    await getResponse(handlers, request.clone())
    return HttpResponse.error()
  })
}

export function dropResponseControl(ctx: SandboxContext): RequestHandler {
  return mswHttp.post(controlPath(ctx, '/drop-next-response'), async ({ request }) => {
    const body = await readJson(request)
    const method = typeof body.method === 'string' ? body.method.toUpperCase() : ''
    if (!(METHODS as readonly string[]).includes(method)) fail(400, `method must be one of: ${METHODS.join(', ')}.`)
    const path = typeof body.path === 'string' ? body.path.split('?')[0] ?? '' : ''
    if (!path.startsWith('/') || path.startsWith('/__sandbox')) fail(400, 'path must be an API path below the base, e.g. /transaction/payment-link/create.')
    ctx.store.dropNext.push({ method, path })
    return HttpResponse.json({ message: `The next ${method} ${path} will be processed and answered with a network error.` })
  })
}
