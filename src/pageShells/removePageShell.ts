import type { AnyRouter } from '@tanstack/react-router'

/** The id of a page shell's root element (see scripts/pageShells.ts). */
export const PAGE_SHELL_ID = 'page-shell'

/** Takes the HTML's static shell away: the page it stood in for is in the DOM. */
export function removePageShell(page: Pick<Document, 'getElementById'>): void {
  page.getElementById(PAGE_SHELL_ID)?.remove()
}

/**
 * The HTML's static shell stands in for the page until the router has rendered it: `onRendered` comes from a
 * layout effect, after the page is in the DOM and before the browser paints, so no frame is left empty.
 */
export function removePageShellOnceRendered(router: Pick<AnyRouter, 'subscribe'>, page: Pick<Document, 'getElementById'>): void {
  if (!page.getElementById(PAGE_SHELL_ID)) return
  const stop = router.subscribe('onRendered', () => {
    removePageShell(page)
    stop()
  })
}
