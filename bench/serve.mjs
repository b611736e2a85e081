// `vite preview` of a build, with the sandbox its vite config mounts under /sandbox, on a free port.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

const isFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

/** The first free port of `ports` not already taken by this run. */
export async function freePort(ports, taken) {
  for (const port of ports) if (!taken.has(port) && (await isFree(port))) return port
  throw new Error(`No free port among ${ports.join(', ')}`)
}

function stopGroup(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve()
    child.once('exit', () => resolve())
    // vite runs in its own process group: killing the group leaves nothing behind.
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      resolve()
    }
  })
}

/** Starts `vite preview` in the build's folder and waits until the sandbox answers (the SPA fallback alone is not enough). */
export async function startPreview(build, port) {
  const child = spawn(build.vite, ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: build.dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const response = await fetch(`${url}/sandbox/health`)
      if (response.ok && response.headers.get('content-type')?.includes('json')) return { url, stop: () => stopGroup(child) }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stopGroup(child)
  throw new Error(`vite preview of ${build.label} did not answer at ${url}/sandbox/health\n${output}`)
}
