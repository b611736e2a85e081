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

/** Starts `vite preview` of the built app (dist/, or `outDir`) with the sandbox mounted, on a port, with extra environment. */
export function startPreview(port: number, env: Record<string, string> = {}, { outDir = 'dist' }: { outDir?: string } = {}): Promise<PreviewServer> {
  return startVitePreview({ port, env: { ...previewEnv(), ...env }, outDir })
}
