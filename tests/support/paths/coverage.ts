/**
 * What "covered" means for a machine, shared by the path tests and the QA commands: every state
 * node (the root included) entered, every transition taken, and every guard seen both true and
 * false, recorded from an actor's inspection events. `coverage/paths/<machine>.json` is the record a test run leaves for `npm run qa:report`
 * and the table at the end of `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AnyEventObject, AnyStateMachine, AnyTransitionDefinition, InspectionEvent, StateNode } from 'xstate'
import { isMutantRun } from '../mutants/mutantRun'

type AnyStateNode = StateNode<any, any> // eslint-disable-line @typescript-eslint/no-explicit-any

export const PATH_REPORT_DIR = join('coverage', 'paths')

export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allStateNodes)]
}

/** Every transition defined on a state node: its events' transitions, then its eventless ones. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
}

/** A stable name for a transition: source, event, index among that event's candidates, targets. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const candidates: AnyTransitionDefinition[] = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? [])
  const index = candidates.findIndex((c) => c === t || (c.guard === t.guard && c.target === t.target))
  const targets = t.target?.map((n) => n.id).join(',') ?? '(self)'
  return `${t.source.id} --${t.eventType || '(always)'}${candidates.length > 1 ? `#${index}` : ''}--> ${targets}`
}

/** A transition's guard in words: its name, `not(name)` for a guard built with `not()`, null without one. */
export function guardName(t: AnyTransitionDefinition): string | null {
  const guard = t.guard as unknown
  if (!guard) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type)
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards
    const name = (guard as { name?: string }).name || 'guard'
    return inner ? `${name}(${inner.map((g) => (typeof g === 'string' ? g : typeof g === 'object' && g && 'type' in g ? String((g as { type: unknown }).type) : 'guard')).join(', ')})` : name
  }
  return 'guard'
}

/** One outcome of a transition's guard: `<transition> [guard] true` or `... false`. */
export const guardOutcomeKey = (t: AnyTransitionDefinition, outcome: boolean) => `${transitionKey(t)} [${guardName(t)}] ${outcome}`

/**
 * Guard outcomes no path can show, each with why (`'hasMethod false': 'a link always has a method'`),
 * from the machine's path model: they are left out of its figures and listed in the report.
 */
export type UnreachableGuards = Record<string, string>

const isUnreachable = (key: string, unreachable: UnreachableGuards) => Object.keys(unreachable).some((outcome) => key.endsWith(` [${outcome.replace(/ (true|false)$/, '] $1')}`))

/** Every state node id (the root included), every transition and both outcomes of every guard of a machine (less the unreachable ones). */
export function machineInventory(machine: AnyStateMachine, unreachable: UnreachableGuards = {}): { states: string[]; transitions: string[]; guards: string[] } {
  const nodes = allStateNodes(machine.root as AnyStateNode)
  const transitions = nodes.flatMap((node) => transitionsOf(node))
  const guards = transitions.filter((t) => t.guard).flatMap((t) => [guardOutcomeKey(t, true), guardOutcomeKey(t, false)])
  return {
    states: nodes.map((n) => n.id),
    transitions: [...new Set(transitions.map(transitionKey))],
    guards: [...new Set(guards)].filter((key) => !isUnreachable(key, unreachable)),
  }
}

interface Figure {
  total: number
  covered: number
  missing: string[]
}

export interface CoverageSummary {
  machine: string
  paths: number
  states: Figure
  transitions: Figure
  /** Guard outcomes: each guard seen true and seen false. */
  guards: Figure
}

/** What a test run stores in `coverage/paths/<machine>.json`. */
export interface PathReport extends CoverageSummary {
  coveredStates: string[]
  coveredTransitions: string[]
  coveredGuards: string[]
}

function figure(all: string[], reached: Iterable<string>): Figure {
  const seen = new Set(reached)
  const missing = all.filter((key) => !seen.has(key))
  return { total: all.length, covered: all.length - missing.length, missing }
}

/** Compares what was reached with the machine as it is now (a renamed state shows as missing until the tests run again). */
export function summarize(name: string, machine: AnyStateMachine, paths: number, states: Iterable<string>, transitions: Iterable<string>, guards: Iterable<string>, unreachable: UnreachableGuards = {}): CoverageSummary {
  const inventory = machineInventory(machine, unreachable)
  return { machine: name, paths, states: figure(inventory.states, states), transitions: figure(inventory.transitions, transitions), guards: figure(inventory.guards, guards) }
}

type Snapshot = { _nodes?: AnyStateNode[]; status?: string }

/**
 * The guard outcomes one macrostep shows, from the snapshot before it, the event and the transitions
 * it took (XState evaluates, for each active leaf and then its ancestors, the event's transitions in
 * order until one is enabled): the taken transition's guard was true, the guarded ones before it
 * false; where none was taken, every guarded one was false. Eventless transitions likewise, and in
 * the snapshot it settled in every guarded eventless transition was false.
 */
export function guardOutcomes(before: Snapshot | null, event: AnyEventObject | null, taken: AnyTransitionDefinition[], after: Snapshot): string[] {
  const outcomes: string[] = []
  const takenKeys = new Set(taken.map(transitionKey))
  const mark = (candidates: AnyTransitionDefinition[], upTo: number) => {
    candidates.slice(0, upTo).forEach((c) => c.guard && outcomes.push(guardOutcomeKey(c, false)))
    const chosen = candidates[upTo]
    if (chosen?.guard) outcomes.push(guardOutcomeKey(chosen, true))
  }
  if (before && event && before.status === 'active') {
    const leaves = (before._nodes ?? []).filter((n) => n.type === 'atomic' || n.type === 'final')
    for (const leaf of leaves) {
      for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
        const candidates = node.transitions.get(event.type) ?? []
        if (candidates.length === 0) continue
        const at = candidates.findIndex((c) => takenKeys.has(transitionKey(c)))
        mark(candidates, at >= 0 ? at : candidates.length)
        if (at >= 0) break
      }
    }
  }
  for (const t of taken.filter((t) => t.eventType === '')) mark(t.source.always ?? [], (t.source.always ?? []).findIndex((c) => transitionKey(c) === transitionKey(t)))
  if (after.status === 'active') for (const node of after._nodes ?? []) mark(node.always ?? [], (node.always ?? []).length)
  return outcomes
}

export interface CoverageRecorder {
  /** Pass as `createActor(machine, { inspect: recorder.inspect })`. */
  inspect: (event: InspectionEvent) => void
  countPath(): void
  /** The state node ids, transition keys and guard outcomes reached so far. */
  reached(): { states: Set<string>; transitions: Set<string>; guards: Set<string> }
  summary(): CoverageSummary
  /** Writes `coverage/paths/<name>.json` and returns the summary. */
  writeReport(): CoverageSummary
}

export function createCoverageRecorder(name: string, machine: AnyStateMachine, unreachable: UnreachableGuards = {}): CoverageRecorder {
  const states = new Set<string>()
  const transitions = new Set<string>()
  const guards = new Set<string>()
  // The macrostep under way: the event, the snapshot it met, the transitions taken so far.
  let pending: { event: AnyEventObject | null; before: Snapshot | null; taken: AnyTransitionDefinition[] } = { event: null, before: null, taken: [] }
  let paths = 0
  const recordSnapshot = (snapshot: unknown) => {
    const nodes = (snapshot as { _nodes?: AnyStateNode[] })._nodes ?? []
    for (const node of nodes) states.add(node.id)
  }
  const recorder: CoverageRecorder = {
    inspect(event) {
      // Only the machine under test (the root actor): invoked machines have their own reports.
      if (event.actorRef.sessionId !== event.rootId) return
      // (The initial snapshot's eventless microsteps come before the init event.)
      if (event.type === '@xstate.event') pending = { event: event.event, before: event.actorRef.getSnapshot() as Snapshot, taken: pending.taken }
      if (event.type === '@xstate.microstep') {
        for (const t of event._transitions) {
          transitions.add(transitionKey(t))
          // A transition's source was active, even a transient initial state no snapshot shows.
          states.add(t.source.id)
          pending.taken.push(t)
        }
        recordSnapshot(event.snapshot)
      }
      if (event.type === '@xstate.snapshot') {
        recordSnapshot(event.snapshot)
        for (const outcome of guardOutcomes(pending.before, pending.event, pending.taken, event.snapshot as Snapshot)) guards.add(outcome)
        pending = { event: null, before: null, taken: [] }
      }
    },
    countPath() {
      paths += 1
    },
    reached: () => ({ states, transitions, guards }),
    summary: () => summarize(name, machine, paths, states, transitions, guards, unreachable),
    writeReport() {
      const summary = recorder.summary()
      // A mutant's coverage is the mutant's, not the machine's: the coverage table and the report keep the real run's.
      if (isMutantRun()) return summary
      mkdirSync(PATH_REPORT_DIR, { recursive: true })
      const report: PathReport = { ...summary, coveredStates: [...states].sort(), coveredTransitions: [...transitions].sort(), coveredGuards: [...guards].sort() }
      writeFileSync(join(PATH_REPORT_DIR, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`)
      return summary
    },
  }
  return recorder
}
