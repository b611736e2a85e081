import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createSandboxHandlers, createStore } from '../../sandbox'

/** Serves the sandbox to the tests of the calling file through msw/node, fresh seeds after every test. */
export function useSandbox(options: Parameters<typeof createSandboxHandlers>[1] = {}) {
  const store = createStore()
  const server = setupServer(...createSandboxHandlers(store, options))
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    store.reset()
  })
  afterAll(() => server.close())
  return { server, store }
}
