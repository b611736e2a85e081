import { createFileRoute } from '@tanstack/react-router'
import { documentNavigation } from '../../login/documentNavigation'

/**
 * /login is a page of its own (login.html, src/login/: issue 22), bundled apart from the app: the app's links and
 * guards reach it as a new document, with its `redirect`. Until that document replaces this one, the page in front
 * stays (the navigation never settles here); the URL the router has just pushed or replaced is the entry it replaces.
 */
/** The path this document was loaded at: the app's own HTML there means the host does not serve login.html at /login. */
function documentPath(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation')
  return entry ? new URL(entry.name).pathname : undefined
}

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  beforeLoad: ({ location, preload }) => {
    // A link's preload (on hover) fetches nothing here: the page is loaded when it is opened.
    if (preload) return
    // Loading /login again would load this same app again, for ever: say what is wrong instead.
    if (documentPath() === location.pathname) throw new Error('This host serves the app at /login instead of the login page (login.html): the login cannot open here.')
    documentNavigation.replace(location.href)
    return new Promise<never>(() => {})
  },
})
