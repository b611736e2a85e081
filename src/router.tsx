import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { RouterContext } from './routerContext'
import { ErrorScreen } from './components/common/ErrorScreen'
import { NotFoundPage } from './components/common/NotFoundPage'

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ({ error, reset }) => <ErrorScreen error={error} onRetry={reset} />,
    defaultNotFoundComponent: NotFoundPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
