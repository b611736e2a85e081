// `vite preview` of a build with the sandbox its vite config mounts: shared by the browser tests and the benchmark.
import { spawn } from 'node:child_process'

/**
 * The environment less the test runner's markers: with VITEST set, vite.config leaves the sandbox
 * out, and with NODE_ENV=test `vite build` makes a development build (React's dev runtime, StrictMode's
 * double effects), not the production build the tests and the benchmark are meant to measure.
 */
export function previewEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST' && name !== 'NODE_ENV'))
}

async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    // With --strictPort an occupied port ends the child: never measure someone else's server.
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

function stopGroup(child) {
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

/** Starts `vite preview` of `outDir` (the `vite` binary given, in `cwd`) on a port and waits until the sandbox answers. */
export async function startVitePreview({ vite = 'node_modules/.bin/vite', cwd = process.cwd(), port, env = previewEnv(), outDir = 'dist' }) {
  const child = spawn(vite, ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', outDir], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/sandbox/health`, 30_000, child)
  } catch (error) {
    await stopGroup(child)
    throw new Error(`${error.message}\n${output}`, { cause: error })
  }
  return { url, stop: () => stopGroup(child) }
}
