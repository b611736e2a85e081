/**
 * Paths through the real screens: every path of a machine's model replayed on the rendered app
 * (the real route tree in StrictMode, real actors, the sandbox's msw handlers behind a network
 * gate, fake timers). Each event of a path has a driver that makes it happen the way it happens
 * to a customer or merchant (a click, a call's answer let through, fake time passing); after each
 * step the screen must show what the table of the machine says for the model's state. A path
 * whose screen diverges fails, its test named with the path's words.
 * Events that cannot happen through a screen have a reason instead of a driver; their paths are
 * listed, with the reasons, by a test of their own.
 */
import { relative } from 'node:path'
import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { renderRoute } from '../../support/render'
import type { createApp } from '../../../src/app'
import { useSandbox } from '../../support/sandboxServer'
import { completingExtensions, coveringPaths, dryRun, modelPathWords, type ModelPath, type PathModel } from '../../support/paths/pathModel'
import { machineInventory } from '../../support/paths/coverage'
import { writeScreenReport } from '../../support/paths/screenReport'
import { eventWords, stateWords } from '../../support/paths/words'
import { specOutcome, type Oracle } from '../../support/paths/oracle'
import { createNetworkGate, type NetworkGate } from './networkGate'
import type { SandboxStore } from '../../../sandbox'

type Vertex = { value: unknown; context: unknown }
/** The app's actors and router (src/app.tsx: createApp) the path's steps act on. */
export type App = ReturnType<typeof createApp>

/** One thing the screen must show; `seen` reads the DOM (fast queries: it is polled). */
export interface Check {
  what: string
  seen: () => boolean
}

export interface StepContext {
  gate: NetworkGate
  store: SandboxStore
  input: unknown
  event: AnyEventObject
  /** The model's snapshot before and after the event. */
  before: Vertex
  after: Vertex
  app: () => App
}

export interface Driver {
  /** Before the app is rendered (stored tokens or records, sandbox data the first calls read). */
  setup?: (step: StepContext) => void | Promise<void>
  /** At its step, before it happens (sandbox changes, queued answers). */
  arrange?: (step: StepContext) => void | Promise<void>
  /** What the person does (click, type, another tab); nothing for a call's outcome or a delay. */
  perform?: (step: StepContext) => Promise<void>
  /** The app's calls let through while it happens ("METHOD /path" patterns); the others stay held. */
  release?: RegExp[]
  /** Fake time allowed to pass (ms, in 250 ms ticks) until the screen shows the next state. */
  time?: number
}

export interface ScreenTable {
  /** The machine's path model (the same one its path tests and `npm run qa:paths` read). */
  model: PathModel
  /** Where the app opens for a path (its input, its first events), and what must be there before (a session). */
  open: (path: ModelPath) => { url: string; setup?: (ctx: { store: SandboxStore }) => Promise<void> | void; release?: RegExp[] }
  /**
   * How the page at that URL is rendered: the app's router by default; the checkout is a page of its own
   * (renderCheckout); the login too, handing over to the app it returns (tests/support/render.tsx: renderLoginPage).
   */
  render?: (url: string) => App | void
  /** State (in words, as `qa:paths` prints it) → what the screen shows there. */
  screens: Record<string, (state: Vertex) => Check[]>
  /** Event (in words, as `qa:paths` prints it) → how it happens on screen, or why it cannot. */
  drivers: Record<string, Driver | string>
  /** Why a path cannot be driven although each of its events can (an input the app never starts with…). */
  cannot?: (path: ModelPath) => string | null
  /**
   * The machine's oracle (tests/machines/<flow>/<name>.oracle.ts): after each step the screen must also
   * show what the spec says the event leads to, whatever the machine (the paths come from it) did.
   */
  oracle?: Oracle
}

const realSetTimeout = globalThis.setTimeout
const realWait = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms))
const TICK = 250

async function settle(): Promise<void> {
  await act(async () => {
    await realWait(2)
    await vi.advanceTimersByTimeAsync(0)
  })
}

export function visibleText(): string {
  return document.body.textContent?.replace(/\s+/g, ' ').trim() ?? ''
}

function screenSummary(): string {
  const headings = [...document.querySelectorAll('h1,h2,h3,h4,[role="heading"]')].map((h) => h.textContent?.trim()).filter(Boolean)
  const buttons = [...document.querySelectorAll('button')].map((b) => `${b.textContent?.trim()}${b.disabled ? ' (disabled)' : ''}`).filter(Boolean)
  return `headings ${JSON.stringify(headings)}, buttons ${JSON.stringify(buttons.slice(0, 8))}`
}

/** Waits (real time, fake time only as the driver allows) until every check holds; throws what is missing. */
async function untilSeen(checks: Check[], { time = 0, realMs }: { time?: number; realMs: number }, where: string): Promise<void> {
  const deadline = performance.now() + realMs
  let passed = 0
  for (;;) {
    await settle()
    const missing = checks.filter((check) => !check.seen())
    if (missing.length === 0) return
    if (passed < time) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(TICK)
      })
      passed += TICK
    } else if (performance.now() > deadline) {
      throw new Error(`${where}: the screen does not show ${missing.map((c) => c.what).join(', ')}; it shows ${screenSummary()}`)
    }
  }
}

/** Whether `longer` begins with every step of `shorter` (same input, same events, same states). */
function startsWith(longer: ModelPath, shorter: ModelPath): boolean {
  if (longer.input !== shorter.input || longer.path.steps.length <= shorter.path.steps.length) return false
  // Each path has its own init event: the first steps compare by type.
  return shorter.path.steps.every((step, i) => (i === 0 ? longer.path.steps[0]!.event.type === step.event.type : longer.path.steps[i]!.event === step.event) && JSON.stringify(longer.path.steps[i]!.state.value) === JSON.stringify(step.state.value))
}

/** Waits (real time, the fake clock only flushed) for an element a driver needs; a driver's `findBy…` would wait on the fake clock. */
export async function soon<T>(find: () => T | null, what: string, realMs = 4000): Promise<T> {
  const deadline = performance.now() + realMs
  for (;;) {
    await settle()
    const found = find()
    if (found) return found
    if (performance.now() > deadline) throw new Error(`${what} never showed; the screen shows ${screenSummary()}`)
  }
}

export function driverFor(table: ScreenTable, event: AnyEventObject): Driver | string {
  const words = eventWords(table.model.machine, event)
  const driver = table.drivers[words]
  if (driver === undefined) throw new Error(`no screen driver for "${words}": add it to the machine's screen table`)
  return driver
}

/** Why a path cannot go through the screen, or null when it can. */
export function whyNotDrivable(table: ScreenTable, path: ModelPath): string | null {
  const fromTable = table.cannot?.(path)
  if (fromTable) return fromTable
  for (const step of path.path.steps.slice(1)) {
    const driver = driverFor(table, step.event)
    if (typeof driver === 'string') return `${eventWords(table.model.machine, step.event)}: ${driver}`
  }
  return null
}

/** What the screen shows after a step is also what the spec's state for that event shows. */
function expectSpecScreen(table: ScreenTable, oracle: Oracle, step: { event: AnyEventObject; before: Vertex; after: Vertex }, input: unknown, where: string): void {
  const snapshot = (vertex: Vertex) => ({ value: vertex.value, words: stateWords(vertex.value), context: vertex.context, status: 'active', output: undefined })
  const spec = specOutcome(oracle, { words: eventWords(table.model.machine, step.event), event: step.event, before: snapshot(step.before), after: snapshot(step.after), input, actions: [], started: [], elapsed: 0 })
  if (!spec || spec.state === undefined) return
  const screen = table.screens[spec.state]
  if (!screen) throw new Error(`${where}: the spec says it leads to ${spec.state}, a state with no screen in the table`)
  const missing = screen(step.after).filter((check) => !check.seen())
  if (missing.length) throw new Error(`${where}: the spec says it leads to ${spec.state}, but the screen does not show ${missing.map((c) => c.what).join(', ')}; it shows ${screenSummary()}`)
}

/** Registers the screen path tests of a machine in the calling file. */
export function describeScreenPaths(name: string, table: ScreenTable): void {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper, not a React hook
  const { server, store } = useSandbox({ taskPolls: 2 })
  const gate = createNetworkGate(server)
  let app: App | null = null
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    gate.install()
  })
  afterEach(() => {
    cleanup()
    app?.auth.stop()
    app = null
    gate.reset()
    vi.useRealTimers()
  })

  const paths = coveringPaths(table.model).map((path) => ({ path, words: modelPathWords(table.model, path), cannot: whyNotDrivable(table, path) }))
  const drivable = paths.filter((p) => !p.cannot)
  // Transitions the drivable paths leave untaken (their model path went through a step no screen can
  // make): one more event after a drivable path, when the screens can drive it.
  const reached = dryRun(name, table.model, drivable.map((p) => p.path)).reached()
  const onScreen = { states: new Set(reached.states), transitions: new Set(reached.transitions) }
  for (const path of completingExtensions(table.model, drivable.map((p) => p.path), onScreen, (candidate) => whyNotDrivable(table, candidate) === null)) {
    drivable.push({ path, words: modelPathWords(table.model, path), cannot: null })
  }
  const inventory = machineInventory(table.model.machine)
  const extensions = drivable.length - paths.filter((p) => !p.cannot).length
  // A path that is the beginning of a longer one is replayed, step for step, inside it.
  const replays = drivable.filter((p) => !drivable.some((q) => q !== p && startsWith(q.path, p.path)))
  const screenFor = (state: Vertex) => {
    const words = stateWords(state.value)
    const screen = table.screens[words]
    if (!screen) throw new Error(`no screen for the state "${words}": add it to the machine's screen table`)
    return screen(state)
  }

  describe(`${name} through the screens`, () => {
    it.each(replays.map((p) => [p.words, p.path] as const))('%s', async (_, { input, path }) => {
      const steps = path.steps.slice(1).map((step, i) => ({ event: step.event, before: path.steps[i]!.state as Vertex, after: step.state as Vertex, driver: driverFor(table, step.event) as Driver }))
      const context = (step: (typeof steps)[number]): StepContext => ({ gate, store, input, event: step.event, before: step.before, after: step.after, app: () => app! })
      const opening = table.open({ input, path })
      await opening.setup?.({ store })
      for (const step of steps) await step.driver.setup?.(context(step))
      gate.open(opening.release ?? [])
      if (table.render) app = table.render(opening.url) ?? null
      else app = renderRoute(opening.url)
      try {
        await untilSeen(screenFor(path.steps[0]!.state as Vertex), { realMs: 30_000 }, `opening ${opening.url} (${stateWords(path.steps[0]!.state.value)})`)
      } finally {
        gate.close()
      }
      for (const step of steps) {
        const words = `after ${eventWords(table.model.machine, step.event)} (${stateWords(step.after.value)})`
        await step.driver.arrange?.(context(step))
        gate.open([...(opening.release ?? []), ...(step.driver.release ?? [])])
        await step.driver.perform?.(context(step))
        try {
          await untilSeen(screenFor(step.after), { time: step.driver.time, realMs: 10_000 }, words)
        } finally {
          gate.close()
        }
        if (table.oracle) expectSpecScreen(table, table.oracle, step, input, words)
      }
    }, 60_000)

    it('lists the paths that cannot go through the screens, each with its reason', () => {
      const skipped = paths.filter((p) => p.cannot).map((p) => `${p.words}\n    cannot: ${p.cannot}`)
      const figures = `states ${onScreen.states.size}/${inventory.states.length}, transitions ${onScreen.transitions.size}/${inventory.transitions.length}`
      console.info(`${name}: ${drivable.length - extensions} of ${paths.length} model paths through the screens, ${extensions} more to take transitions those leave (${figures} on screen), in ${replays.length} replays (the others are the beginnings of longer ones)${skipped.length ? `; not through the screens:\n  ${skipped.join('\n  ')}` : ''}`)
      writeScreenReport({
        machine: name,
        modelPaths: paths.length,
        throughScreens: drivable.length - extensions,
        extensions,
        replays: replays.length,
        states: { total: inventory.states.length, covered: onScreen.states.size },
        transitions: { total: inventory.transitions.length, covered: onScreen.transitions.size },
        coveredTransitions: [...onScreen.transitions].sort(),
        cannot: paths.filter((p) => p.cannot).map((p) => ({ path: p.words, reason: p.cannot! })),
        testFile: relative(process.cwd(), expect.getState().testPath ?? ''),
      })
      expect(drivable.length - extensions + skipped.length).toBe(paths.length)
      expect(drivable.length).toBeGreaterThan(0)
    })
  })
}
