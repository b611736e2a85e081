import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, newPage } from './support/browser'
import { freePort, startPreview, type PreviewServer } from './support/previewServer'

// A second preview server of the same build whose sandbox lets access tokens live 5 seconds.
const ACCESS_TTL_SECONDS = 5
let server: PreviewServer
let browser: Browser

beforeAll(async () => {
  server = await startPreview(await freePort(), { SANDBOX_ACCESS_TTL_SECONDS: String(ACCESS_TTL_SECONDS) })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('access token expiry', () => {
  it('the session survives the access token’s expiry without the user noticing', async () => {
    const { page, context } = await newPage(browser, server.url)
    const refreshes: number[] = []
    const visited: string[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('/sandbox/auth/jwt/refresh_token')) refreshes.push(response.status())
    })
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
    })

    await page.goto('/login')
    await page.getByLabel('Email').fill('merchant@paygrid.test')
    await page.getByLabel('Password').fill('Sandbox-pass-1')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor()
    const firstAccess = await page.evaluate(() => localStorage.getItem('access'))

    for (const round of [1, 2]) {
      await pause((ACCESS_TTL_SECONDS + 1) * 1000)
      // The profile is re-read with the expired token: 401 "Token has expired", one refresh, the call retried.
      const expired = page.waitForResponse((response) => response.url().endsWith('/sandbox/auth/me') && response.status() === 401)
      await page.reload()
      expect(await (await expired).json()).toEqual({ message: 'Token has expired' })
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor()
      expect(refreshes).toEqual(Array(round).fill(200))
    }

    // In the app, without a reload: the next page's own call meets the expired token and is retried after one refresh.
    await pause((ACCESS_TTL_SECONDS + 1) * 1000)
    const rejected = page.waitForResponse((response) => response.url().endsWith('/sandbox/subscription/current') && response.status() === 401)
    const retried = page.waitForResponse((response) => response.url().endsWith('/sandbox/subscription/current') && response.status() === 200)
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Subscription' }).click()
    await rejected
    await retried
    expect(new URL(page.url()).pathname).toBe('/subscription')
    expect(refreshes).toEqual([200, 200, 200])

    expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBe(firstAccess)
    expect(await page.getByRole('heading', { name: 'Log in' }).count()).toBe(0)
    expect(visited.slice(visited.indexOf('/dashboard'))).not.toContain('/login')
    await context.close()
  })
})
