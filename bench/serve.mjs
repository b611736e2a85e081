// Picks a free port of the benchmark's for each build's `vite preview`.
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
