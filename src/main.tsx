import { createRoot } from 'react-dom/client'
import { AppRoot, createApp } from './app'
import { config } from './config'

document.title = config.productName

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

createRoot(root).render(<AppRoot app={createApp()} />)
