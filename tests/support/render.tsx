import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { AppProviders } from '../../src/components/AppProviders'
import { createQueryClient } from '../../src/api/queryClient'
import { api } from '../../src/api/client'
import { authCalls } from '../../src/api/authCalls'
import { startAuthSession } from '../../src/auth/session'
import { followSession } from '../../src/auth/navigation'
import { createAppRouter } from '../../src/router'

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient()
  return { queryClient, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) }
}

/** Renders the real route tree at a path, as the app would: one auth actor (restored from localStorage) in the router context. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient()
  const auth = startAuthSession({ calls: authCalls(api), queryClient })
  const router = createAppRouter({ queryClient, auth }, createMemoryHistory({ initialEntries: [path] }))
  followSession(auth, router)
  return { router, queryClient, auth, ...render(<AppProviders queryClient={queryClient}><RouterProvider router={router} /></AppProviders>) }
}
