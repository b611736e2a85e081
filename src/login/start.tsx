import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { authSessionCalls } from '../api/auth'
import { api } from '../api/client'
import { config } from '../config'
import { startAuthSession } from '../machines/auth/wiring'
import { documentNavigation } from './documentNavigation'
import { openLoginPage } from './openLoginPage'

// The login's start in the browser: src/login/main.ts imports this module once the page's shell has painted.
document.title = config.productName

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

const auth = startAuthSession({ calls: authSessionCalls(api) })
void openLoginPage(window.location, auth, documentNavigation.replace).then((page) => {
  // StrictMode on purpose, as in the app; a transition renders in slices the browser can interrupt.
  if (page) startTransition(() => createRoot(root).render(<StrictMode>{page}</StrictMode>))
})
