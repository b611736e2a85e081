import { StrictMode } from 'react'
import { RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { AppProviders } from './components/common/AppProviders'
import { createQueryClient } from './api/queryClient'
import { api } from './api/client'
import { authSessionCalls } from './api/auth'
import { startAuthSession } from './machines/auth/wiring'
import { followSession } from './routes/-session/navigation'
import { createAppRouter } from './router'
import { AppLocaleProvider, createAppLocale } from './i18n/appLocale'

/** App-wide actors and the router: created once, outside React; the router context carries the same refs. */
export function createApp(history?: RouterHistory) {
  const queryClient = createQueryClient()
  const auth = startAuthSession({ calls: authSessionCalls(api), queryClient })
  const router = createAppRouter({ queryClient, auth }, history)
  followSession(auth, router)
  const locale = createAppLocale(router.history)
  return { queryClient, auth, router, locale }
}

export type App = ReturnType<typeof createApp>

/** StrictMode on purpose, in the browser and in tests alike: component actors must survive a double start. */
export function AppRoot({ app }: { app: App }) {
  return (
    <StrictMode>
      <AppLocaleProvider store={app.locale}>
        <AppProviders queryClient={app.queryClient}>
          <RouterProvider router={app.router} />
        </AppProviders>
      </AppLocaleProvider>
    </StrictMode>
  )
}
