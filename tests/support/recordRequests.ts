import type { SetupServer } from 'msw/node'
import type { QueryClient } from '@tanstack/react-query'
import { apiBase } from '../../src/api/client'

export interface RecordedRequest {
  /** `METHOD /path` under the API base, query string included. */
  call: string
  /** The JSON body, when there is one. */
  body?: unknown
}

/** Records every request the app sends to the API through msw, in order, to assert exactly what was sent. */
export function recordRequests(server: SetupServer) {
  const sent: RecordedRequest[] = []
  const basePath = new URL(apiBase).pathname
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    const body =
      request.method === 'GET'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined)
    sent.push({ call: `${request.method} ${url.pathname.slice(basePath.length)}${url.search}`, ...(body === undefined ? {} : { body }) })
  }
  server.events.on('request:start', listener)
  return {
    all: () => [...sent],
    /** The requests of one call, e.g. `GET /integration/get_valid_integrations`. */
    calls: (call: string) => sent.filter((request) => request.call === call),
    stop: () => server.events.removeListener('request:start', listener),
  }
}

/** Failing reads are still retried 3 times (SPEC §9), but without the back-off, so an error state shows at once. */
export function withoutRetryWait(queryClient: QueryClient): void {
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } })
}
