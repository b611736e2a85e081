import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newPage, setUpBrowser } from './support/browser'

const e2e = setUpBrowser()

describe('foundation', () => {
  it('loads the app at / with the landing page', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.title()).toBe('Paygrid')
    await expectNoAxeViolations(page)
    await context.close()
  })

  it('serves the sandbox on the same origin', async () => {
    const response = await fetch(`${e2e.baseUrl}/sandbox/health`)
    expect(response.status).toBe(200)
  })

  it('logs in through the sandbox API over HTTP and reads the profile with the token', async () => {
    const login = await fetch(`${e2e.baseUrl}/sandbox/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'merchant@paygrid.test', password: 'Sandbox-pass-1' }),
    })
    expect(login.status).toBe(200)
    const { access, refresh } = (await login.json()) as { access: string; refresh: string }
    expect(access).toBeTruthy()
    expect(refresh).toBeTruthy()
    const me = await fetch(`${e2e.baseUrl}/sandbox/auth/me`, { headers: { Authorization: `Bearer ${access}` } })
    expect(me.status).toBe(200)
    const body = (await me.json()) as { data: { email: string; is_client: boolean } }
    expect(body.data.email).toBe('merchant@paygrid.test')
    expect(body.data.is_client).toBe(true)
    const anonymous = await fetch(`${e2e.baseUrl}/sandbox/auth/me`)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ message: 'No token provided or invalid token format' })
  })

  it('shows the not-found page for an unknown path', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await page.goto('/this/does/not/exist')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await expectNoAxeViolations(page)
    await context.close()
  })
})
