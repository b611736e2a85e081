import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { config } from '../config'
import { mayOpenCheckout } from './checkoutAccess'
import { checkoutLocale } from './checkoutLocale'
import { openCheckoutPage } from './checkoutPage'

// The checkout's start in the browser: src/checkout/main.ts imports this module once the page's shell has painted.
document.title = config.productName

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

const page = openCheckoutPage(window.location)
// The reader's language (French and Arabic load now, in parallel with the access check) before the first render.
void Promise.all([mayOpenCheckout(window.location.pathname), checkoutLocale.start()]).then(([allowed]) => {
  if (!allowed) return window.location.replace('/dashboard')
  // StrictMode on purpose, as in the app: the checkout's actors must survive a double start.
  // A transition renders in slices the browser can interrupt: the first render is no single long task.
  startTransition(() => createRoot(root).render(<StrictMode>{page}</StrictMode>))
})
