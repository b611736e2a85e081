import type { BrowserContext } from 'playwright-core'

/** One `securitypolicyviolation` event, as the page saw it. */
export interface CspViolation {
  directive: string
  blockedURI: string
  documentURI: string
  sample: string
}

const REPORT = '__paygridCspReport'

const pending: CspViolation[] = []
export const cspWatchTotals = { documents: 0, violations: 0, expected: 0 }

/**
 * Makes every document of the context (pages, popups, frames, and every page they navigate to) report its
 * `securitypolicyviolation` events to the test run as they happen, so a navigation cannot lose one.
 */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(REPORT, (_source, violation: CspViolation | null) => {
    if (violation === null) {
      cspWatchTotals.documents++
      return
    }
    cspWatchTotals.violations++
    pending.push(violation)
  })
  await context.addInitScript((report) => {
    const send = (window as unknown as Record<string, (violation: unknown) => void>)[report]
    send?.(null)
    window.addEventListener(
      'securitypolicyviolation',
      (event) => send?.({ directive: event.effectiveDirective, blockedURI: event.blockedURI, documentURI: event.documentURI, sample: event.sample }),
      true,
    )
  }, REPORT)
  // A violation reported just before the test closes the context is still counted.
  const close = context.close.bind(context)
  context.close = async (options) => {
    await settleCspReports(context)
    return close(options)
  }
}

/** Lets the violation events already queued in the context's pages reach the test run. */
export async function settleCspReports(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined)))
}

/** The violations reported since the last call; a test that provokes violations on purpose takes them here. */
export function takeCspViolations({ expected = false } = {}): CspViolation[] {
  const taken = pending.splice(0)
  if (expected) cspWatchTotals.expected += taken.length
  return taken
}

export function describeCspViolation(violation: CspViolation): string {
  return `${violation.directive} blocked ${violation.blockedURI || '(no URI)'} on ${violation.documentURI}${violation.sample ? ` (sample: ${violation.sample})` : ''}`
}
