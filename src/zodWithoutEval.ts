import { config } from 'zod/v4/core'

// The Content-Security-Policy allows no eval: zod's compiled fast path probes `new Function` when an object
// schema is built, which the browser blocks and reports as a violation. vite.config.ts aliases `zod` to this
// module, so whichever chunk first imports zod turns the probe off before building a schema, and zod stays
// out of the pages that build none (the checkout and the login).
config({ jitless: true })

export * from 'zod/v4'
export { default } from 'zod/v4'
