import type { ReactElement } from 'react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderInDashboard } from '../../support/render'

/** A component whose links need a router, under the dashboard system; wait for it with findBy (the router renders asynchronously). */
export function renderWithRouter(ui: ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  return renderInDashboard(<RouterProvider router={router} />)
}
