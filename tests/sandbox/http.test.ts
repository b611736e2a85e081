// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxHandlers, createStore } from '../../sandbox'
import { createSandboxMiddleware } from '../../sandbox/vitePlugin'

// The sandbox over real HTTP, as `npm start` and `vite preview` serve it.
const store = createStore()
let server: Server
let base = ''

beforeAll(async () => {
  const middleware = createSandboxMiddleware(createSandboxHandlers(store))
  server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end()))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('sandbox over HTTP', () => {
  it('answers a dropped response with a network error after processing the request', async () => {
    const body = JSON.stringify({ method: 'POST', path: '/auth/login' })
    expect((await fetch(`${base}/__sandbox/drop-next-response`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).status).toBe(200)
    const sessions = store.sessions.length
    const login = () => fetch(`${base}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'merchant@paygrid.test', password: 'Sandbox-pass-1' }) })
    await expect(login()).rejects.toThrow(TypeError)
    expect(store.sessions.length).toBe(sessions + 1)
    expect((await login()).status).toBe(200)
  })

  it('redirects scenario links and serves their pages with a strict policy', async () => {
    const redirected = await fetch(`${base}/__sandbox/scenario/task-fails?to=/payment-link?id=demo-both`, { redirect: 'manual' })
    expect([redirected.status, redirected.headers.get('location')]).toEqual([302, '/payment-link?id=demo-both'])
    const page = await fetch(`${base}/__sandbox/scenario/stale-record`)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    const script = await fetch(`${base}/__sandbox/assets/stale-record.js`)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
  })
})
