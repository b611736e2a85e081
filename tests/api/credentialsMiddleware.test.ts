// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { MiddlewareCallbackParams } from 'openapi-fetch'
import { credentialsMiddleware } from '../../src/api/credentialsMiddleware'
import { isApiUrl, resolveApiBase } from '../../src/api/baseUrl'
import { readCsrfToken } from '../../src/api/csrf'

const API = 'http://localhost:3000/sandbox'

async function send(url: string): Promise<Request> {
  const middleware = credentialsMiddleware(API)
  const request = new Request(url)
  const result = await middleware.onRequest!({ request } as MiddlewareCallbackParams & { request: Request })
  return (result as Request | undefined) ?? request
}

describe('credentials middleware', () => {
  it('sends the bearer token from localStorage.access and the CSRF cookie to the API base', async () => {
    localStorage.setItem('access', 'token-123')
    document.cookie = 'csrftoken=csrf%20value'
    const request = await send(`${API}/auth/me`)
    expect(request.headers.get('Authorization')).toBe('Bearer token-123')
    expect(request.headers.get('X-CSRFToken')).toBe('csrf value')
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  })

  it('never sends credentials to third parties or look-alike paths', async () => {
    localStorage.setItem('access', 'token-123')
    for (const url of ['https://geo.example.com/json', 'http://localhost:3000/sandboxed/x', 'https://card-provider.example/pay']) {
      const request = await send(url)
      expect(request.headers.get('Authorization')).toBeNull()
      expect(request.headers.get('X-CSRFToken')).toBeNull()
    }
  })

  it('sends no Authorization header when signed out', async () => {
    const request = await send(`${API}/subscription/list-plans`)
    expect(request.headers.get('Authorization')).toBeNull()
  })
})

describe('api base', () => {
  it('resolves a relative base against the app origin and trims trailing slashes', () => {
    expect(resolveApiBase('/sandbox/', 'http://localhost:5173')).toBe('http://localhost:5173/sandbox')
    expect(resolveApiBase('https://api.paygrid.example/v2', 'http://localhost:5173')).toBe('https://api.paygrid.example/v2')
  })

  it('matches only URLs under the base', () => {
    expect(isApiUrl(`${API}/auth/me`, API)).toBe(true)
    expect(isApiUrl(`${API}?x=1`, API)).toBe(true)
    expect(isApiUrl(`${API}x/auth/me`, API)).toBe(false)
  })

  it('reads the CSRF cookie among others', () => {
    expect(readCsrfToken('a=1; csrftoken=abc; b=2')).toBe('abc')
    expect(readCsrfToken('a=1')).toBeNull()
  })
})
