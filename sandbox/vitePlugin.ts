import { Readable } from 'node:stream'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse, type RequestHandler } from 'msw'
import type { Plugin } from 'vite'
import { createSandboxHandlers, createStore } from './index.ts'

export const SANDBOX_PREFIX = '/sandbox'

type Next = (error?: unknown) => void

function toFetchRequest(req: IncomingMessage): Request {
  const origin = `http://${req.headers.host ?? 'localhost'}`
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // Node's fetch requires half duplex for streamed request bodies.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  // `HttpResponse.error()` (a dropped answer): the browser sees a network error.
  if (response.type === 'error') {
    res.destroy()
    return
  }
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.appendHeader(name, value))
  if (!response.body) {
    res.end()
    return
  }
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res)
}

/** Serves the sandbox handlers over real HTTP on the app's own origin, under /sandbox. */
export function createSandboxMiddleware(handlers: RequestHandler[]) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const url = req.url ?? ''
    if (url !== SANDBOX_PREFIX && !url.startsWith(`${SANDBOX_PREFIX}/`) && !url.startsWith(`${SANDBOX_PREFIX}?`)) {
      next()
      return
    }
    getResponse(handlers, toFetchRequest(req))
      .then((response) => (response ? send(res, response) : send(res, Response.json({ message: 'Not found' }, { status: 404 }))))
      .catch(next)
  }
}

function sandboxHandlersFromEnv(): RequestHandler[] {
  const ttl = Number(process.env.SANDBOX_ACCESS_TTL_SECONDS)
  return createSandboxHandlers(createStore(), Number.isFinite(ttl) && ttl > 0 ? { accessTtlSeconds: ttl } : {})
}

/** Mounts the sandbox on the dev server (`npm start`) and on the preview server (`npm run preview`). */
export function sandboxPlugin(): Plugin {
  return {
    name: 'paygrid-sandbox',
    configureServer(server) {
      server.middlewares.use(createSandboxMiddleware(sandboxHandlersFromEnv()))
    },
    configurePreviewServer(server) {
      server.middlewares.use(createSandboxMiddleware(sandboxHandlersFromEnv()))
    },
  }
}
