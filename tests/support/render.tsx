import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { AppProviders } from '../../src/components/common/AppProviders'
import { createQueryClient } from '../../src/api/queryClient'
import { AppRoot, createApp } from '../../src/app'

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient()
  return { queryClient, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) }
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
