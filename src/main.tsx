import 'virtual:chakra-global.css'
import { afterFirstPaint } from './pageShells/afterFirstPaint'

// The app starts once the HTML's page shell has painted: its scripts never hold the first screen back,
// however fast they arrive. The app's chunks are preloaded with this one (scripts/firstLoadChunks.ts).
afterFirstPaint(() => void import('./boot'))
