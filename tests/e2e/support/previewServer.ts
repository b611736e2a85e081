import { createServer } from 'node:net'
import { previewEnv, startVitePreview, type PreviewServer } from '../../../scripts/vitePreview.mjs'

export { previewEnv, type PreviewServer }

/** A TCP port nothing listens on right now, for a test's own extra server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

// The browser tests watch a task go from pending to completed, not wait out the sandbox's usual four polls
// (1 + 1.5 + 2.25 + 3.4 s of backoff): two polls still take the pending step, in 2.5 s.
const E2E_SANDBOX = { SANDBOX_TASK_POLLS: '2' }

/** Starts `vite preview` of the built app (dist/, or `outDir`) with the sandbox mounted, on a port, with extra environment. */
export function startPreview(port: number, env: Record<string, string> = {}, { outDir = 'dist' }: { outDir?: string } = {}): Promise<PreviewServer> {
  return startVitePreview({ port, env: { ...previewEnv(), ...E2E_SANDBOX, ...env }, outDir })
}
