import { connect } from 'node:net'
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver'
import { probeInPage, type ProbeAnswer } from './probe'
import { startProcess, waitUntil, type Started } from './processes'
import type { Engine, EngineDriver } from './tab'
import { VIEWPORT } from './viewport'

/** Debian's `webkit2gtk-driver` and the MiniBrowser of `libwebkit2gtk-4.1-0`. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(!!socket.end()))
    socket.once('error', () => resolve(false))
  })

/**
 * WebKitGTK over classic WebDriver (selenium-webdriver). MiniBrowser has no headless mode here: it runs under an
 * Xvfb display of the phone's size, full screen (a window with its frame cannot be under 447 px), started by us
 * with `--automation` on our inspector port, and WebKitWebDriver attaches to it (`--target`). Classic WebDriver
 * cannot read the console: the page's own watch (probe.ts) reports errors, rejections and CSP violations.
 */
export function webkit({ driverPort, inspectorPort }: { driverPort: number; inspectorPort: number }): Engine {
  const started: Started[] = []
  let session: WebDriver | undefined
  return {
    name: 'WebKit',
    async start() {
      const xvfb = startProcess('Xvfb', ['-displayfd', '1', '-screen', '0', `${VIEWPORT.width}x${VIEWPORT.height}x24`, '-nolisten', 'tcp'])
      started.push(xvfb)
      await waitUntil('Xvfb', async () => /^\d+\s/.test(xvfb.output()), xvfb)
      const display = `:${xvfb.output().trim().split(/\s/)[0]}`
      const browser = startProcess(MINIBROWSER_PATH, ['--automation', '--full-screen'], { ...process.env, DISPLAY: display, WEBKIT_INSPECTOR_SERVER: `127.0.0.1:${inspectorPort}` })
      started.push(browser)
      await waitUntil('MiniBrowser', () => listening(inspectorPort), browser)
      const driver = startProcess(WEBKIT_DRIVER_PATH, [`--port=${driverPort}`, `--target=127.0.0.1:${inspectorPort}`])
      started.push(driver)
      await waitUntil('WebKitWebDriver', () => listening(driverPort), driver)
      session = await new Builder().usingServer(`http://127.0.0.1:${driverPort}`).withCapabilities({ browserName: 'MiniBrowser' }).build()
      const window = session.manage().window()
      await window.fullscreen()
      await window.setRect({ x: 0, y: 0, ...VIEWPORT })
    },
    async open(baseUrl) {
      const browser = session
      if (!browser) throw new Error('webkit: start() first')
      // One session for every flow: forget the last flow's cookies and storage on the app's origin.
      await browser.get(new URL('/sandbox/health', baseUrl).href)
      await browser.executeScript('localStorage.clear(); sessionStorage.clear()')
      await browser.manage().deleteAllCookies()
      const driver: EngineDriver<WebElement> = {
        goto: (url) => browser.get(url),
        url: () => browser.getCurrentUrl(),
        probe: (target) => browser.executeScript<ProbeAnswer<WebElement>>(probeInPage, target),
        click: (element) => element.click(),
        type: (element, text) => element.sendKeys(text),
        evaluate: (fn, arg) => browser.executeScript(fn as (a: unknown) => unknown, arg) as never,
        engineErrors: () => [],
        close: async () => {},
      }
      return driver as EngineDriver<unknown>
    },
    async stop() {
      await session?.quit().catch(() => undefined)
      for (const process of started.reverse()) await process.stop()
    },
  }
}
