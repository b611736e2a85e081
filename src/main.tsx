import 'virtual:chakra-global.css'
import { afterFirstPaint } from './pageShells/afterFirstPaint'
import { preloadChunks } from './pageShells/preloadChunks'
import { PAGE_SHELL_ID } from './pageShells/removePageShell'

const start = () => {
  preloadChunks(document)
  void import('./boot')
}

// A page with a static shell starts the app once the shell has painted: its scripts neither hold the first
// screen back nor share the network with the stylesheet it paints with. Any other page has nothing to paint yet.
if (document.getElementById(PAGE_SHELL_ID)) afterFirstPaint(start)
else start()
