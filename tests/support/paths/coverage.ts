/**
 * What "covered" means for a machine, shared by the path tests and the QA commands: every state
 * node (the root included) entered and every transition taken, recorded from an actor's inspection
 * events. `coverage/paths/<machine>.json` is the record a test run leaves for `npm run qa:report`
 * and the table at the end of `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AnyStateMachine, AnyTransitionDefinition, InspectionEvent, StateNode } from 'xstate'

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

/** Every state node id (the root included) and every transition of a machine. */
export function machineInventory(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = allStateNodes(machine.root as AnyStateNode)
  return { states: nodes.map((n) => n.id), transitions: [...new Set(nodes.flatMap((node) => transitionsOf(node).map(transitionKey)))] }
}

export interface CoverageSummary {
  machine: string
  paths: number
  states: { total: number; covered: number; missing: string[] }
  transitions: { total: number; covered: number; missing: string[] }
}

/** What a test run stores in `coverage/paths/<machine>.json`. */
export interface PathReport extends CoverageSummary {
  coveredStates: string[]
  coveredTransitions: string[]
}

/** Compares what was reached with the machine as it is now (a renamed state shows as missing until the tests run again). */
export function summarize(name: string, machine: AnyStateMachine, paths: number, states: Iterable<string>, transitions: Iterable<string>): CoverageSummary {
  const inventory = machineInventory(machine)
  const reachedStates = new Set(states)
  const reachedTransitions = new Set(transitions)
  const missingStates = inventory.states.filter((s) => !reachedStates.has(s))
  const missingTransitions = inventory.transitions.filter((t) => !reachedTransitions.has(t))
  return {
    machine: name,
    paths,
    states: { total: inventory.states.length, covered: inventory.states.length - missingStates.length, missing: missingStates },
    transitions: { total: inventory.transitions.length, covered: inventory.transitions.length - missingTransitions.length, missing: missingTransitions },
  }
}

export interface CoverageRecorder {
  /** Pass as `createActor(machine, { inspect: recorder.inspect })`. */
  inspect: (event: InspectionEvent) => void
  countPath(): void
  /** The state node ids and transition keys reached so far. */
  reached(): { states: Set<string>; transitions: Set<string> }
  summary(): CoverageSummary
  /** Writes `coverage/paths/<name>.json` and returns the summary. */
  writeReport(): CoverageSummary
}

export function createCoverageRecorder(name: string, machine: AnyStateMachine): CoverageRecorder {
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
    reached: () => ({ states, transitions }),
    summary: () => summarize(name, machine, paths, states, transitions),
    writeReport() {
      const summary = recorder.summary()
      mkdirSync(PATH_REPORT_DIR, { recursive: true })
      const report: PathReport = { ...summary, coveredStates: [...states].sort(), coveredTransitions: [...transitions].sort() }
      writeFileSync(join(PATH_REPORT_DIR, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`)
      return summary
    },
  }
  return recorder
}
