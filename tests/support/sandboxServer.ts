import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createSandboxHandlers, createStore } from '../../sandbox'

/** Serves the sandbox to the tests of the calling file through msw/node, fresh seeds after every test. */
export function useSandbox(options: Parameters<typeof createSandboxHandlers>[1] = {}) {
  // The store seeds relative to the same clock the handlers read, so a test's fixed clock dates both.
  const store = createStore(options.now ? { now: options.now } : {})
  const server = setupServer(...createSandboxHandlers(store, options))
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    store.reset()
  })
  afterAll(() => server.close())
  return { server, store }
}
