import { config } from 'zod'

// The Content-Security-Policy allows no eval: zod's compiled fast path probes `new Function`, which the
// browser blocks and reports as a violation. main.tsx imports this first, before any schema is built.
config({ jitless: true })
