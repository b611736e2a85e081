import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { freePort, previewEnv, startPreview, type PreviewServer } from './support/previewServer'

/**
 * The crypto payment's status checks over 10 fast-forwarded minutes (Playwright's clock drives the page's
 * timers): one check when the payment screen opens, then exactly one per 30 s, none once the customer has
 * left; the same in the production build and under React StrictMode. StrictMode only double-mounts in
 * React's development build, so that run uses a development build of the app (NODE_ENV=development), served
 * the same way; its bundle is checked to hold React's development runtime.
 */
const e2e = setUpBrowser()

const POLL_MS = 30_000
const STEPS = 20 // 10 minutes
const STRICT_OUT_DIR = 'test-results/dist-strict-mode'

let strict: PreviewServer

beforeAll(async () => {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', STRICT_OUT_DIR], { env: { ...previewEnv(), NODE_ENV: 'development' }, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`vite build (development) failed:\n${build.stdout}\n${build.stderr}`)
  const scripts = readdirSync(join(STRICT_OUT_DIR, 'assets')).filter((file) => file.endsWith('.js'))
  // A warning only React's development runtime carries: StrictMode's double effects are on in this build.
  expect(scripts.some((file) => readFileSync(join(STRICT_OUT_DIR, 'assets', file), 'utf8').includes('Each child in a list should have a unique'))).toBe(true)
  strict = await startPreview(await freePort(), {}, { outDir: STRICT_OUT_DIR })
})

afterAll(async () => {
  await strict?.stop()
})

const isStatusCheck = (request: Request, transactionId: string) => new URL(request.url()).pathname.endsWith(`/transaction/status/${transactionId}`)

/** Opens demo-crypto under a fake clock, pays through the billing form and returns the transaction id. */
async function openCryptoPayment(page: Page): Promise<string> {
  await page.clock.install()
  await page.goto('/payment-link?id=demo-crypto')
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Phone').fill('+1 555 010 0100')
  await page.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }).click()
  // The creation task is polled on timers too: let the clock run until the payment screen shows.
  const waiting = page.getByText('Waiting for Payment')
  for (let step = 0; step < 30 && !(await waiting.isVisible()); step++) await page.clock.runFor(1000)
  await waiting.waitFor()
  const id = new URL(page.url()).searchParams.get('transaction_id')
  expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
  return id!
}

/** Status checks sent during each of `steps` 30-second periods (each one answered before the next period). */
async function checksPerPeriod(page: Page, transactionId: string, steps: number): Promise<number[]> {
  const counts: number[] = []
  for (let step = 0; step < steps; step++) {
    let sent = 0
    const count = (request: Request) => void (isStatusCheck(request, transactionId) && sent++)
    page.on('request', count)
    const answered = page.waitForResponse((response) => isStatusCheck(response.request(), transactionId), { timeout: 5000 }).catch(() => null)
    await page.clock.runFor(POLL_MS)
    // Give a check the timer started the time to reach the network, and wait for its answer before the next period.
    await page.waitForTimeout(300)
    if (sent > 0) await answered
    page.off('request', count)
    counts.push(sent)
  }
  return counts
}

for (const build of ['production', 'StrictMode (development build)'] as const) {
  describe(`crypto status polling, ${build}`, () => {
    it('checks once at once, then exactly once per 30 s for 10 minutes, and never after the customer leaves', async () => {
      const baseUrl = build === 'production' ? e2e.baseUrl : strict.url
      const { page, context } = await newPage(e2e.browser, baseUrl, VIEWPORTS.phone)
      const checks: string[] = []
      page.on('request', (request) => {
        if (/\/transaction\/status\//.test(request.url())) checks.push(request.url())
      })
      const id = await openCryptoPayment(page)
      expect(checks.filter((url) => url.endsWith(`/${id}`))).toHaveLength(1)

      expect(await checksPerPeriod(page, id, STEPS)).toEqual(Array(STEPS).fill(1))
      expect(checks).toHaveLength(1 + STEPS)

      // The customer leaves for another page of the app (the router follows pushState): the checkout unmounts.
      await page.evaluate(() => window.history.pushState(null, '', '/'))
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      expect(new URL(page.url()).pathname).toBe('/')
      expect(await checksPerPeriod(page, id, STEPS)).toEqual(Array(STEPS).fill(0))
      expect(checks).toHaveLength(1 + STEPS)
      await context.close()
    }, 180_000)

    it('a reload resumes the payment: the stored record checked once, then the same one check per 30 s', async () => {
      const baseUrl = build === 'production' ? e2e.baseUrl : strict.url
      const { page, context } = await newPage(e2e.browser, baseUrl, VIEWPORTS.phone)
      const id = await openCryptoPayment(page)
      const checks: string[] = []
      page.on('request', (request) => {
        if (isStatusCheck(request, id)) checks.push(request.url())
      })
      await page.reload()
      await page.getByText('Waiting for Payment').waitFor()
      await page.waitForTimeout(500)
      // The resume checks that the server knows the stored transaction, then the status watch checks at once.
      expect(checks).toHaveLength(2)
      expect(await checksPerPeriod(page, id, 4)).toEqual([1, 1, 1, 1])
      await context.close()
    }, 120_000)
  })
}
