import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, setUpBrowser, VIEWPORTS } from './support/browser'

const e2e = setUpBrowser()

// The pages whose HTML carries a static shell (bench/pages.json, src/pageShells/), and the heading of their first screen.
const PAGES = [
  { path: '/payment-link?id=demo-crypto', heading: 'Loading Payment Link' },
  { path: '/login', heading: 'Log in' },
]

/**
 * Notes, before every frame the page renders (an animation frame's callbacks run just before its paint), whether it
 * was empty: neither the shell's heading nor the app's page in it. The CPU runs 8 times slower, as on a busy 2-core
 * machine, where the HTML parser yields inside <body> (right after it, or after the shell's first element).
 */
async function watchForEmptyFrames(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  await page.addInitScript(() => {
    const state = globalThis as unknown as { frames: number; emptyFrames: number }
    Object.assign(state, { frames: 0, emptyFrames: 0 })
    const frame = () => {
      state.frames++
      if (document.body && !document.querySelector('#page-shell h1') && !document.querySelector('#root main')) state.emptyFrames++
      if (document.getElementById('page-shell')) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

describe('first paint from the HTML', () => {
  for (const { path, heading } of PAGES) {
    it(`${path}: paints "${heading}" before any script runs, where the app then renders it, and never shows an empty page`, async () => {
      const noScript = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: VIEWPORTS.phone, javaScriptEnabled: false })
      const shellPage = await noScript.newPage()
      await shellPage.goto(path)
      const shellHeading = shellPage.getByRole('heading', { level: 1, name: heading })
      expect(await shellHeading.isVisible()).toBe(true)
      const shellBox = await shellHeading.boundingBox()
      if (path === '/login') expect(await shellPage.getByText('Paygrid', { exact: true }).isVisible()).toBe(true)
      await noScript.close()

      const { context, page } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
      await watchForEmptyFrames(page)
      // The checkout stays on its loading screen while the link is held back.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/sandbox/transaction/payment-link/**', async (route) => {
        await held
        await route.continue()
      })
      await page.goto(path)
      await page.waitForFunction(() => !document.getElementById('page-shell'))
      const appHeading = page.getByRole('heading', { level: 1, name: heading })
      expect(await appHeading.count()).toBe(1)
      expect(await appHeading.boundingBox()).toEqual(shellBox)
      const frames = await page.evaluate(() => {
        const { frames, emptyFrames } = globalThis as unknown as { frames: number; emptyFrames: number }
        return { frames, emptyFrames }
      })
      expect(frames.frames).toBeGreaterThan(0)
      expect(frames.emptyFrames).toBe(0)
      release()
      await context.close()
    })
  }

  it('fetches the page’s scripts only once a frame with the shell has been rendered, then all at once (no import waterfall)', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    // The end of the page's first frame, as the app's entry sees it (a timer set from an animation frame);
    // registered before any of the page's scripts, so it fires first. The paint timing entry is the frame's
    // presentation, which the GPU may report later.
    await page.addInitScript(() => {
      requestAnimationFrame(() => setTimeout(() => ((globalThis as unknown as { frameRendered: number }).frameRendered = performance.now())))
    })
    await page.goto('/payment-link?id=demo-crypto')
    await page.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }).waitFor()
    const timing = await page.evaluate(() => {
      const frameRendered = (globalThis as unknown as { frameRendered: number }).frameRendered
      const listed = document.querySelector<HTMLMetaElement>('meta[name="paygrid:chunks"]')!.content.split(' ')
      const scripts = performance.getEntriesByType('resource').filter((entry) => listed.includes(new URL(entry.name).pathname)) as PerformanceResourceTiming[]
      return { frameRendered, starts: scripts.map((entry) => entry.startTime), firstEnd: Math.min(...scripts.map((entry) => entry.responseEnd)), names: scripts.map((entry) => entry.name.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')) }
    })
    // The checkout is a page of its own (checkout.html): its first screen's chunk and the bundler's runtime.
    expect(timing.names).toEqual(expect.arrayContaining(['start', 'rolldown-runtime']))
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.frameRendered)
    // Requested together: every one before the first of them has arrived.
    for (const start of timing.starts) expect(start).toBeLessThanOrEqual(timing.firstEnd)
    await context.close()
  })

  it("takes the theme's CSS (Chakra's variables, built with the page) from the linked stylesheet, not from a script", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await page.goto('/payment-link?id=demo-crypto')
    await page.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }).waitFor()
    // Emotion inserts its rules through the CSSOM in production: read the rules, not the <style> elements' text.
    const styles = await page.evaluate(() => {
      const defines = (sheet: CSSStyleSheet) => [...sheet.cssRules].some((rule) => /--chakra-colors-brand-600\s*:/.test(rule.cssText))
      const sheets = [...document.styleSheets]
      return {
        brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600').trim(),
        linked: sheets.some((sheet) => sheet.href !== null && defines(sheet)),
        inserted: sheets.some((sheet) => sheet.href === null && defines(sheet)),
      }
    })
    expect(styles).toEqual({ brand: '#2552eb', linked: true, inserted: false })
    await context.close()
  })
})
