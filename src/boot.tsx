import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { AppRoot, createApp } from './app'
import { config } from './config'
import { removePageShellOnceRendered } from './pageShells/removePageShell'

// The app's start in the browser: src/main.tsx imports this module once the page's shell has painted.
document.title = config.productName

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

const app = createApp()
removePageShellOnceRendered(app.router, document)
// A transition renders in slices the browser can interrupt: the first render is no single long task.
startTransition(() => createRoot(root).render(<AppRoot app={app} />))
