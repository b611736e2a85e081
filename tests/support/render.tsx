import { cleanup, render } from '@testing-library/react'
import { StrictMode, type ReactElement, type ReactNode } from 'react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { AppProviders } from '../../src/components/common/AppProviders'
import { createQueryClient } from '../../src/api/queryClient'
import { AppRoot, createApp, type App } from '../../src/app'
import { ChakraProvider } from '@chakra-ui/react'
import { dashboardSystem } from '../../src/theme/dashboardSystem'
import { openCheckoutPage } from '../../src/checkout/checkoutPage'
import { openLoginPage } from '../../src/login/openLoginPage'
import { startAuthSession } from '../../src/machines/auth/wiring'
import { authSessionCalls } from '../../src/api/auth'
import { api } from '../../src/api/client'

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient()
  return { queryClient, ...render(ui, { wrapper: ({ children }) => <AppProviders queryClient={queryClient}>{children}</AppProviders> }) }
}

/** A component of a signed-in screen, under the dashboard system the signed-in layout provides. */
export function renderInDashboard(ui: ReactElement) {
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <ChakraProvider value={dashboardSystem}>{children}</ChakraProvider>
    </AppProviders>
  )
  return { queryClient, ...render(ui, { wrapper }) }
}

/**
 * Renders the real app at a path, exactly as main.tsx does (StrictMode included), with an in-memory history.
 * `strictMode: false` is for tests that count requests: StrictMode's deliberate double start sends a
 * component actor's first call twice (the first one aborted), which production never does.
 */
export function renderRoute(path: string, { strictMode = true }: { strictMode?: boolean } = {}) {
  const app = createApp(createMemoryHistory({ initialEntries: [path] }))
  const ui = strictMode ? (
    <AppRoot app={app} />
  ) : (
    <AppProviders queryClient={app.queryClient}>
      <RouterProvider router={app.router} />
    </AppProviders>
  )
  return { ...app, ...render(ui) }
}

/**
 * Opens a checkout page (/payment-link, /process-payment...) as src/checkout/start.tsx does, StrictMode included: the
 * checkout is a page of its own, with no router, so the document's URL is set first (the page reads and writes it).
 * `strictMode: false` is for tests that count requests, as in renderRoute.
 */
export function renderCheckout(path: string, { strictMode = true }: { strictMode?: boolean } = {}) {
  window.history.replaceState(null, '', path)
  const page = openCheckoutPage(window.location)
  return render(strictMode ? <StrictMode>{page}</StrictMode> : page)
}

/**
 * Opens the login page at `path` as src/login/start.tsx does (its own auth actor, StrictMode): `left` collects the
 * addresses it loads instead of itself (a new document: the app, or a signed-in browser's redirect); `view` is null when
 * it left without rendering. Stop `auth` at the end of the test.
 */
export async function renderLogin(path: string) {
  window.history.replaceState(null, '', path)
  const left: string[] = []
  const auth = startAuthSession({ calls: authSessionCalls(api) })
  const page = await openLoginPage(window.location, auth, (href) => void left.push(href))
  return { auth, left, view: page ? render(<StrictMode>{page}</StrictMode>) : null }
}

/**
 * The login page at `path` for the app's own auth actor, as a person goes from one document to the other: when the
 * page leaves (signed in), the app is rendered at the address it loads, with the same session. For the machine's
 * screen paths, which follow one auth actor across both pages.
 */
export function renderLoginPage(app: App, path: string): void {
  cleanup()
  window.history.replaceState(null, '', path)
  const leave = (href: string) => {
    cleanup()
    app.router.history.replace(href)
    render(<AppRoot app={app} />)
  }
  void openLoginPage(window.location, app.auth, leave).then((page) => page && render(<StrictMode>{page}</StrictMode>))
}

/** The document's path and query, as the checkout left them. */
export const currentHref = () => `${window.location.pathname}${window.location.search}`
