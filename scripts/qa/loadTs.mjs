// Loads the QA tools' TypeScript modules (tests/support/paths/) with plain node: Vite's own module runner,
// the same transform vitest uses (import.meta.glob included), without the app's config or its plugins.
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))

export async function withTsModules(use) {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false })
  try {
    return await use((path) => runner.import(path))
  } finally {
    await runner.close()
    await server.close()
  }
}
