/**
 * Model-based path coverage for XState v5 machines (generic; any machine in src/machines).
 *
 * 1. `machinePaths(machine, { events })` lists paths with `xstate/graph` (shortest or simple).
 *    Invoked actors' outcomes and delays are reached through synthetic events in `events`:
 *    `xstate.done.actor.<id>` (with `output`), `xstate.error.actor.<id>` (with `error`),
 *    `xstate.after.<delay>.<stateNodeId>`.
 * 2. `replayPath(path, ...)` replays each path on a REAL actor of the machine (with injected
 *    actors and fake timers): the caller turns each synthetic event into what really causes it
 *    (settle a fake actor, advance the timers) and the helper checks the actor reached the
 *    same state value as the model after every step.
 * 3. A `CoverageRecorder` (passed as the actor's `inspect`) records the state nodes entered and
 *    the transitions taken during the replays; `summary()` compares them with every state node
 *    and transition of the machine and `writeReport()` stores `coverage/paths/<name>.json`;
 *    `expectFullCoverage(recorder)` writes it and asserts that nothing is missing.
 * 4. `coverAllTransitions(...)` does all of it for a machine: every shortest path, replayed, then
 *    once more followed by each event its end state takes, so every transition out of every
 *    reachable state is taken.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AnyActorRef, AnyEventObject, AnyStateMachine, AnyTransitionDefinition, InspectionEvent, StateNode } from 'xstate'
import { fromPromise, getNextSnapshot } from 'xstate'
import { expect } from 'vitest'
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph'

type AnyStateNode = StateNode<any, any> // eslint-disable-line @typescript-eslint/no-explicit-any
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPath = StatePath<any, AnyEventObject>

export interface PathOptions {
  /** Events to try in every state (or per state). Include the synthetic done/error/after events. */
  events: AnyEventObject[] | ((snapshot: ReturnType<AnyStateMachine['getInitialSnapshot']>) => AnyEventObject[])
  input?: unknown
  /** 'shortest' (default, one path per reachable state, duplicates kept) or 'simple' (every simple path). */
  kind?: 'shortest' | 'simple'
  /**
   * Which parts of a snapshot make a distinct vertex; default: value + context. Adding the
   * event that led there (second argument) turns every transition into its own vertex, so
   * shortest paths reach each transition, not only each state.
   */
  serializeState?: (snapshot: { value: unknown; context: unknown }, event: AnyEventObject | undefined) => string
  limit?: number
}

export function machinePaths(machine: AnyStateMachine, options: PathOptions): AnyPath[] {
  const traversal = {
    events: options.events,
    input: options.input,
    limit: options.limit,
    // Only events the state takes: a synthetic event of an actor that is not running cannot be replayed.
    filterEvents: (snapshot: { can: (e: AnyEventObject) => boolean }, event: AnyEventObject) => snapshot.can(event),
    ...(options.serializeState ? { serializeState: (s: { value: unknown; context: unknown }, e: AnyEventObject | undefined) => options.serializeState!(s, e) } : {}),
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const t = traversal as any
  if (options.kind === 'simple') return getSimplePaths(machine, t) as AnyPath[]
  return getShortestPaths(machine, { ...t, allowDuplicatePaths: true }) as AnyPath[]
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes)]
}

/** A stable name for a transition: source, event, index among that event's candidates, targets. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const candidates: AnyTransitionDefinition[] = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? [])
  const index = candidates.findIndex((c) => c === t || (c.guard === t.guard && c.target === t.target))
  const targets = t.target?.map((n) => n.id).join(',') ?? '(self)'
  return `${t.source.id} --${t.eventType || '(always)'}${candidates.length > 1 ? `#${index}` : ''}--> ${targets}`
}

/** Every state node id (the root included) and every transition of a machine. */
export function machineInventory(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = allNodes(machine.root as AnyStateNode)
  const transitions = nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionKey))
  return { states: nodes.map((n) => n.id), transitions: [...new Set(transitions)] }
}

export interface CoverageSummary {
  machine: string
  paths: number
  states: { total: number; covered: number; missing: string[] }
  transitions: { total: number; covered: number; missing: string[] }
}

export interface CoverageRecorder {
  /** Pass as `createActor(machine, { inspect: recorder.inspect })`. */
  inspect: (event: InspectionEvent) => void
  countPath(): void
  summary(): CoverageSummary
  /** Writes `coverage/paths/<name>.json` and returns the summary. */
  writeReport(): CoverageSummary
}

export function createCoverageRecorder(name: string, machine: AnyStateMachine): CoverageRecorder {
  const inventory = machineInventory(machine)
  const states = new Set<string>()
  const transitions = new Set<string>()
  let paths = 0
  const recordSnapshot = (snapshot: unknown) => {
    const nodes = (snapshot as { _nodes?: AnyStateNode[] })._nodes ?? []
    for (const node of nodes) states.add(node.id)
  }
  const recorder: CoverageRecorder = {
    inspect(event) {
      // Only the machine under test (the root actor): invoked machines have their own reports.
      if (event.actorRef.sessionId !== event.rootId) return
      if (event.type === '@xstate.microstep') {
        for (const t of event._transitions) {
          transitions.add(transitionKey(t))
          // A transition's source was active, even a transient initial state no snapshot shows.
          states.add(t.source.id)
        }
        recordSnapshot(event.snapshot)
      }
      if (event.type === '@xstate.snapshot') recordSnapshot(event.snapshot)
    },
    countPath() {
      paths += 1
    },
    summary() {
      const missingStates = inventory.states.filter((s) => !states.has(s))
      const missingTransitions = inventory.transitions.filter((t) => !transitions.has(t))
      return {
        machine: name,
        paths,
        states: { total: inventory.states.length, covered: inventory.states.length - missingStates.length, missing: missingStates },
        transitions: { total: inventory.transitions.length, covered: inventory.transitions.length - missingTransitions.length, missing: missingTransitions },
      }
    },
    writeReport() {
      const summary = recorder.summary()
      const dir = join(process.cwd(), 'coverage', 'paths')
      mkdirSync(dir, { recursive: true })
      writeFileSync(join(dir, `${name}.json`), `${JSON.stringify({ ...summary, coveredStates: [...states].sort(), coveredTransitions: [...transitions].sort() }, null, 2)}\n`)
      return summary
    },
  }
  return recorder
}

/** Writes `coverage/paths/<name>.json`, logs the counts and asserts that every state node and transition was reached. */
export function expectFullCoverage(recorder: CoverageRecorder): CoverageSummary {
  const summary = recorder.writeReport()
  console.info(`path coverage ${summary.machine}: ${summary.paths} paths, states ${summary.states.covered}/${summary.states.total}, transitions ${summary.transitions.covered}/${summary.transitions.total}`)
  expect(summary.states.missing).toEqual([])
  expect(summary.transitions.missing).toEqual([])
  return summary
}

export interface ReplayOptions {
  /** Makes a synthetic event really happen (settle an injected actor, advance fake timers); others are sent. */
  trigger: (event: AnyEventObject, actor: AnyActorRef) => Promise<void> | void
  /** Called after each step with the model's expected snapshot. */
  check?: (actor: AnyActorRef, expected: { value: unknown; context: unknown }) => void
}

export const isSyntheticEvent = (event: AnyEventObject) => event.type.startsWith('xstate.')

/** Replays a path on a started actor; throws when the actor's state value differs from the model's. */
export async function replayPath(path: AnyPath, actor: AnyActorRef, options: ReplayOptions): Promise<void> {
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue
    if (isSyntheticEvent(step.event)) await options.trigger(step.event, actor)
    else actor.send(step.event)
    const actual = actor.getSnapshot().value
    const expected = step.state.value
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      throw new Error(`after ${step.event.type}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)} (path: ${describePath(path)})`)
    }
    options.check?.(actor, step.state)
  }
}

export function describePath(path: AnyPath): string {
  return path.steps.map((s) => s.event.type).join(' → ')
}

/** Thrown by a trigger when the synthetic event's actor has no invocation running, so the event cannot happen now. */
export class NotPending extends Error {
  constructor(id: string) {
    super(`no pending invocation of ${id}`)
  }
}

/**
 * A promise actor the test settles by hand: each invocation waits until `settle()` is called
 * with the synthetic `xstate.done.actor.<id>` (resolve with `output`) or `xstate.error.actor.<id>`
 * (reject with `error`) event of the model.
 */
export function controllablePromiseActor<TOutput = unknown, TInput = unknown>() {
  const calls: { input: TInput; signal: AbortSignal; resolve: (value: TOutput) => void; reject: (error: unknown) => void; settled: boolean }[] = []
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject, settled: false })
      }),
  )
  return {
    logic,
    calls,
    settle(event: AnyEventObject) {
      const call = [...calls].reverse().find((c) => !c.settled && !c.signal.aborted)
      if (!call) throw new NotPending(event.type.replace(/^xstate\.(done|error)\.actor\./, ''))
      call.settled = true
      if (event.type.startsWith('xstate.done.actor.')) call.resolve(event.output as TOutput)
      else call.reject(event.error)
    },
  }
}

export interface Harness {
  actor: AnyActorRef
  trigger: (event: AnyEventObject) => Promise<void> | void
}

/**
 * Every shortest path from `xstate/graph` (one per reachable state) is replayed on a real actor,
 * then once more followed by each event of the model that the end state takes, so that every
 * transition out of every reachable state is taken (a simple-path traversal never takes a
 * transition back to a state already on its path). An added event whose actor is not running
 * (`NotPending`) is passed over. Asserts full state and transition coverage and writes the report.
 */
export async function coverAllTransitions(options: {
  name: string
  machine: AnyStateMachine
  events: AnyEventObject[]
  inputs?: unknown[]
  start: (input: unknown, inspect: (event: InspectionEvent) => void) => Harness
  serializeState?: PathOptions['serializeState']
}): Promise<CoverageSummary> {
  const { machine, events } = options
  const recorder = createCoverageRecorder(options.name, machine)
  const replay = async (input: unknown, path: AnyPath) => {
    const { actor, trigger } = options.start(input, recorder.inspect)
    try {
      await replayPath(path, actor, { trigger: (event) => trigger(event) })
      recorder.countPath()
      return actor.getSnapshot()
    } finally {
      actor.stop()
    }
  }
  for (const input of options.inputs ?? [undefined]) {
    for (const path of machinePaths(machine, { events, input, serializeState: options.serializeState })) {
      const end = await replay(input, path)
      for (const extra of events) {
        if (machine.getTransitionData(end, extra).length === 0) continue
        try {
          await replay(input, { ...path, steps: [...path.steps, { event: extra, state: getNextSnapshot(machine, end, extra) }] })
        } catch (error) {
          if (!(error instanceof NotPending)) throw error
        }
      }
    }
  }
  return expectFullCoverage(recorder)
}
