/**
 * Which machines each test file starts, recorded during an ordinary test run (the setup file calls
 * `recordMachinesSeen()`): `npm run qa:mutants` runs, for a mutant of a machine, the route and
 * screen tests that really render it, not every test that could import it.
 * One file per test file: coverage/mutants/seen/<test file, slashes as "__">.json, the machines' ids.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect } from 'vitest'
import { createMachine } from 'xstate'
import { isMutantRun } from './mutantRun'

export const SEEN_DIR = join('coverage', 'mutants', 'seen')

// Kept on globalThis: a file's fresh copy of this module must find the patch an earlier file installed.
const { current, patched } = ((globalThis as { __machinesSeen?: { current: { seen?: Set<string> }; patched: WeakSet<object> } }).__machinesSeen ??= { current: {}, patched: new WeakSet() })

const fileFor = (testFile: string) => join(SEEN_DIR, `${testFile.replace(/[\\/]/g, '__')}.json`)

export function recordMachinesSeen(root = process.cwd()): void {
  if (isMutantRun()) return
  const seen = new Set<string>()
  current.seen = seen
  // Every actor of a machine (created, provided or invoked) starts from its initial snapshot. Where a worker's files
  // share loaded modules (the node project), xstate is patched once and each file's set replaces the last.
  const prototype = Object.getPrototypeOf(createMachine({})) as { getInitialSnapshot: (...args: unknown[]) => unknown }
  if (!patched.has(prototype)) {
    patched.add(prototype)
    const initial = prototype.getInitialSnapshot
    prototype.getInitialSnapshot = function (this: { id: string }, ...args: unknown[]) {
      current.seen?.add(this.id)
      return initial.apply(this, args)
    }
  }
  afterAll(() => {
    const testPath = expect.getState().testPath
    if (!testPath) return
    const relative = testPath.startsWith(root) ? testPath.slice(root.length + 1) : testPath
    mkdirSync(SEEN_DIR, { recursive: true })
    writeFileSync(fileFor(relative), `${JSON.stringify({ testFile: relative, machines: [...seen].sort() })}\n`)
  })
}

/** Test file → the ids of the machines it started, from the last run of each file. */
export function readMachinesSeen(dir = SEEN_DIR): Map<string, string[]> {
  const seen = new Map<string, string[]>()
  if (!existsSync(dir)) return seen
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const record = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { testFile: string; machines: string[] }
    seen.set(record.testFile, record.machines)
  }
  return seen
}
