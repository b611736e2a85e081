import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

export interface PreviewServer {
  url: string
  stop(): Promise<void>
}

async function waitForHttp(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    // With --strictPort an occupied port ends the child: never test against someone else's server.
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url)
      // The SPA fallback also answers 200: only the sandbox's JSON means it is mounted.
      if (response.ok && response.headers.get('content-type')?.includes('json')) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Preview server did not answer at ${url} within ${timeoutMs} ms`)
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve()
    child.once('exit', () => resolve())
    // vite preview runs in its own process group: killing the group leaves nothing behind.
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      resolve()
    }
  })
}

/**
 * The test runner's environment less its own markers: with VITEST set, vite.config leaves the sandbox
 * out, and with NODE_ENV=test `vite build` makes a development build (React's dev runtime, StrictMode's
 * double effects), not the production build the tests are meant to check.
 */
export function previewEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST' && name !== 'NODE_ENV'))
}

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
export async function startPreview(port: number, env: Record<string, string> = {}, { outDir = 'dist' }: { outDir?: string } = {}): Promise<PreviewServer> {
  const child = spawn('node_modules/.bin/vite', ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', outDir], {
    env: { ...previewEnv(), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/sandbox/health`, 30_000, child)
  } catch (error) {
    await stopGroup(child)
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error })
  }
  return { url, stop: () => stopGroup(child) }
}
