import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { AppProviders } from './components/AppProviders'
import { createQueryClient } from './api/queryClient'
import { api } from './api/client'
import { authCalls } from './api/authCalls'
import { startAuthSession } from './auth/session'
import { followSession } from './auth/navigation'
import { createAppRouter } from './router'
import { config } from './config'

document.title = config.productName

// App-wide actors: created once, outside React; the router context carries the same refs.
const queryClient = createQueryClient()
const auth = startAuthSession({ calls: authCalls(api), queryClient })
const router = createAppRouter({ queryClient, auth })
followSession(auth, router)

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
