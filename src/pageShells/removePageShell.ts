import type { AnyRouter } from '@tanstack/react-router'

/** The id of a page shell's root element (see scripts/pageShells.ts). */
export const PAGE_SHELL_ID = 'page-shell'

/**
 * The HTML's static shell stands in for the page until the router has rendered it: `onRendered` comes from a
 * layout effect, after the page is in the DOM and before the browser paints, so no frame is left empty.
 */
export function removePageShellOnceRendered(router: Pick<AnyRouter, 'subscribe'>, page: Pick<Document, 'getElementById'>): void {
  if (!page.getElementById(PAGE_SHELL_ID)) return
  const stop = router.subscribe('onRendered', () => {
    page.getElementById(PAGE_SHELL_ID)?.remove()
    stop()
  })
}
