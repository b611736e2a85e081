import { describeTarget, type PageError, type ProbeAnswer, type Target } from './probe'

/** What an engine's driver must do for the flows: the least both WebDriver BiDi (Firefox) and classic WebDriver (WebKit) can. */
export interface EngineDriver<E> {
  goto(url: string): Promise<void>
  url(): Promise<string>
  probe(target: Target): Promise<ProbeAnswer<E>>
  click(element: E): Promise<void>
  type(element: E, text: string): Promise<void>
  /** Runs `fn` in the page with `arg`; `fn` must be self-contained. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>
  /** Errors the engine reports by itself (Firefox's log), beside the page's watch. */
  engineErrors(): PageError[]
  /** Ends the flow's tab (Firefox: its own browser context). */
  close(): Promise<void>
}

/** One engine: started once, then a fresh tab for each flow (no cookies, no storage from the flow before). */
export interface Engine {
  name: string
  start(): Promise<void>
  open(baseUrl: string): Promise<EngineDriver<unknown>>
  stop(): Promise<void>
}

const POLL_MS = 100

/** The flows' view of one browser tab: find by role and name, click, type, wait, in any engine. */
export class Tab<E = unknown> {
  readonly errors: PageError[] = []

  constructor(
    private readonly driver: EngineDriver<E>,
    readonly baseUrl: string,
  ) {}

  async goto(path: string): Promise<void> {
    await this.driver.goto(new URL(path, this.baseUrl).href)
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.url())
  }

  /** Waits until the target is on the page, and returns it. */
  async find(target: Target, timeout = 15_000): Promise<E> {
    const deadline = Date.now() + timeout
    for (;;) {
      // A probe that meets a navigation (its document gone before its answer was read) is tried again.
      const answer = await this.driver.probe(target).catch((error: unknown) => {
        if (Date.now() > deadline) throw error
        return null
      })
      this.errors.push(...(answer?.errors ?? []))
      if (answer?.element) return answer.element
      if (Date.now() > deadline) {
        const shown = await this.driver.evaluate(() => document.body?.innerText.slice(0, 600) ?? '', null).catch(() => '(no page)')
        throw new Error(`Not found within ${timeout} ms: ${describeTarget(target)} on ${await this.driver.url()}\nThe page shows: ${shown}`)
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }

  async see(target: Target, timeout?: number): Promise<void> {
    await this.find(target, timeout)
  }

  /** Clicks the target; found again when the page redrew it between finding and clicking (a stale element). */
  async click(target: Target, timeout?: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.driver.click(await this.find(target, timeout))
      } catch (error) {
        if (attempt === 3) throw error
      }
    }
  }

  async fill(label: string, text: string): Promise<void> {
    await this.driver.type(await this.find({ field: label }), text)
  }

  /** Waits until the URL passes `check`. */
  async waitForUrl(check: (url: URL) => boolean, timeout = 15_000): Promise<URL> {
    const deadline = Date.now() + timeout
    for (;;) {
      const url = await this.url()
      if (check(url)) return url
      if (Date.now() > deadline) throw new Error(`The URL did not change as expected within ${timeout} ms: ${url.href}`)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }

  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    return this.driver.evaluate(fn, arg)
  }

  /** Every error the page and the engine reported during the flow. */
  async takeErrors(): Promise<PageError[]> {
    const { errors } = await this.driver.probe({ css: 'html' })
    const all = [...this.errors.splice(0), ...errors, ...this.driver.engineErrors()]
    return [...new Set(all)]
  }
}
