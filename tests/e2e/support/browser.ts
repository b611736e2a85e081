import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core'
import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest'
import { watchCspViolations } from './cspViolations'
import type { Lane } from './globalSetup'
import { resetSandbox } from './sandboxControl'

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const

/** The lane of the worker running this file (support/globalSetup.ts starts one per worker). */
function lane(): Lane {
  const lanes = inject('lanes')
  const found = lanes[Number(process.env.VITEST_POOL_ID ?? '1') - 1]
  if (!found) throw new Error(`no e2e lane for worker ${process.env.VITEST_POOL_ID} (${lanes.length} started)`)
  return found
}

/**
 * The Chromium of this file's lane, already running: a connection to it, not a new browser per file. Closing it
 * closes this file's contexts and leaves the browser to the next file.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(lane().browserEndpoint)
}

/** The bytes of a finished download, read through Playwright (a connected browser's downloads have no local path). */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A page in a context of its own, whose Content-Security-Policy violations the suite counts (support/cspWatch.setup.ts);
 * `locale` is the browser's language (Chromium's default otherwise).
 */
export async function newPage(browser: Browser, baseURL: string, viewport: { width: number; height: number } = VIEWPORTS.desktop, locale?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale })
  await watchCspViolations(context)
  const page = await context.newPage()
  return { context, page }
}

/**
 * The lane's Chromium and preview server for the calling test file: connected before all tests, disconnected
 * after them, with the sandbox reset to its seeds before each test.
 */
export function setUpBrowser(): { readonly browser: Browser; readonly baseUrl: string } {
  const { baseUrl } = lane()
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(() => resetSandbox(baseUrl))
  return {
    baseUrl,
    get browser() {
      if (!browser) throw new Error('setUpBrowser: the browser is connected in beforeAll')
      return browser
    },
  }
}

/** WCAG 2.2 AA check of what the page shows now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Contrast is judged on settled colours: let finite CSS transitions and animations end (spinners never do).
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))))
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  // Each node with its markup and axe's reason, so a failure says which element and why.
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.html} — ${n.failureSummary ?? ''}`).join('; ')})`)
  expect(summary).toEqual([])
}

/** A phone never scrolls the page sideways: wide content (tables) scrolls inside its own box. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}
