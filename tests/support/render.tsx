import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { AppProviders } from '../../src/components/AppProviders'
import { createQueryClient } from '../../src/api/queryClient'
import { createAppRouter } from '../../src/router'

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient()
  return { queryClient, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) }
}

/** Renders the real route tree at a path, as the app would. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient }, createMemoryHistory({ initialEntries: [path] }))
  return { router, queryClient, ...render(<AppProviders queryClient={queryClient}><RouterProvider router={router} /></AppProviders>) }
}
