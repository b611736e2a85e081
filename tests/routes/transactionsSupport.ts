/** Helpers of the transaction and subscription list tests (route and CSV). */
import type { QueryClient } from '@tanstack/react-query'
import type { SetupServer } from 'msw/node'
import { onTestFinished, vi } from 'vitest'
import { apiBase } from '../../src/api/client'
import { storeSession } from '../support/session'
import { renderRoute } from '../support/render'

/** The query of every request to `path` (the contract path, e.g. `/transaction/list`) while the test runs. */
export function recordQueries(server: SetupServer, path: string): Record<string, string>[] {
  const seen: Record<string, string>[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === new URL(`${apiBase}${path}`, 'http://localhost').pathname) seen.push(Object.fromEntries(url.searchParams))
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return seen
}

/**
 * Failed reads show their error at once instead of after SPEC §9's three retries (1 + 2 + 4 s):
 * the retry policy has its own test. Call before the screen first renders (the route waits for the session).
 */
export function withoutRetries(queryClient: QueryClient): void {
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } })
}

/** The first render waits for the session and the route's lazily loaded chunk. */
export const FIRST = { timeout: 10_000 }

/** The app at `path`, signed in as `email`, its failed reads shown at once. */
export async function openSignedIn(email: string, path: string) {
  await storeSession(email)
  const app = renderRoute(path)
  withoutRetries(app.queryClient)
  return app
}

export interface Download {
  name: string
  type: string
  text: () => Promise<string>
}

/** The files the page hands to the browser (downloadFile), read back. */
export function captureDownloads(): Download[] {
  const downloads: Download[] = []
  const blobs = new Map<string, Blob>()
  let next = 0
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${next++}`
    blobs.set(url, blob)
    return url
  }
  URL.revokeObjectURL = () => {}
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) downloads.push({ name: this.download, type: blob.type, text: () => blob.text() })
  })
  onTestFinished(() => {
    URL.createObjectURL = original.create
    URL.revokeObjectURL = original.revoke
  })
  return downloads
}
