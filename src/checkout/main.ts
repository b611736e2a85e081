import './styles.css'
import { afterFirstPaint } from '../pageShells/afterFirstPaint'
import { preloadChunks } from '../pageShells/preloadChunks'

// The checkout's entry (checkout.html): its stylesheet paints the HTML's static shell; once that frame is on
// screen, every script the page needs is fetched at once and the checkout starts (src/checkout/start.tsx).
afterFirstPaint(() => {
  preloadChunks(document)
  void import('./start')
})
