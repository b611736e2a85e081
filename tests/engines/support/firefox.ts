import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core'
import { probeInPage } from './probe'
import type { Engine, EngineDriver } from './tab'
import { VIEWPORT } from './viewport'

/** Debian's Firefox ESR (`apt-get install firefox-esr`), or `FIREFOX_PATH`. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * Firefox over WebDriver BiDi (puppeteer-core). Each flow has a browser context of its own; the page's error watch
 * is a preload script, so it sees the document's boot, and Firefox's own log adds script errors and CSP reports.
 */
export function firefox(): Engine {
  let browser: Browser | undefined
  return {
    name: 'Firefox',
    async start() {
      browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true })
    },
    async open() {
      if (!browser) throw new Error('firefox: start() first')
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      await page.setViewport(VIEWPORT)
      const logged: string[] = []
      page.on('pageerror', (error) => logged.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`))
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(`console.error: ${message.text()}`)
      })
      await page.evaluateOnNewDocument(probeInPage, { css: 'html' })
      const driver: EngineDriver<ElementHandle> = {
        goto: async (url) => void (await page.goto(url)),
        url: async () => page.url(),
        async probe(target) {
          const answer = await page.evaluateHandle(probeInPage, target)
          const [element, errors] = await Promise.all([answer.evaluateHandle((a) => a.element), answer.evaluate((a) => a.errors)])
          await answer.dispose()
          const found = element.asElement() as ElementHandle | null
          if (!found) await element.dispose()
          return { element: found, errors }
        },
        click: (element) => element.click(),
        type: (element, text) => element.type(text),
        evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => unknown, arg) as never,
        engineErrors: () => logged.splice(0),
        close: () => context.close(),
      }
      return driver as EngineDriver<unknown>
    },
    async stop() {
      await browser?.close()
    },
  }
}
