import { spawn, type ChildProcess } from 'node:child_process'

/** A process started in a group of its own, so stopping it leaves nothing behind; its output kept for a failure's message. */
export interface Started {
  child: ChildProcess
  output(): string
  stop(): Promise<void>
}

export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Started {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve()
        child.once('exit', () => resolve())
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          resolve()
        }
      }),
  }
}

/** Polls `ready` until it is true, or fails with what the process said. */
export async function waitUntil(what: string, ready: () => Promise<boolean>, started: Started, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`${what} exited with code ${started.child.exitCode}\n${started.output()}`)
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} was not ready within ${timeout} ms\n${started.output()}`)
}
