import '../checkout/styles.css'
import { afterFirstPaint } from '../pageShells/afterFirstPaint'
import { preloadChunks } from '../pageShells/preloadChunks'

// The login's entry (login.html): the lean pages' stylesheet paints the HTML's static shell; once that frame is on
// screen, every script the page needs is fetched at once and the login starts (src/login/start.tsx).
afterFirstPaint(() => {
  preloadChunks(document)
  void import('./start')
})
