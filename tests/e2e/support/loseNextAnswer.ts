import type { Page } from 'playwright-core'

/**
 * "Accepted, but the answer was lost": the page's next POST to `pathname` reaches the server (which
 * does it), then the browser gets a connection reset instead of the answer. Done in Playwright's
 * router rather than by the sandbox dropping the answer, because Chromium silently re-sends a POST
 * whose answer is lost on a reused keep-alive connection, and the app would never see the loss.
 */
export async function loseNextAnswer(page: Page, pathname: string): Promise<void> {
  let lost = false
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (lost || route.request().method() !== 'POST') return route.fallback()
      lost = true
      await route.fetch()
      await route.abort('connectionreset')
    },
  )
}
