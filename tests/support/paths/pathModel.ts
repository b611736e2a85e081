/**
 * A machine's path model: what `xstate/graph` needs to generate its paths (the events to try, the
 * inputs, what makes two snapshots distinct). One model per machine, in
 * `tests/machines/<flow>/<machineName>.model.ts`, read by the machine's path tests, its screen tests
 * and the QA commands (`npm run qa:paths`, `npm run qa:report`), so they all speak of the same paths.
 *
 * `modelPaths(model)` is THE list of paths: for each input every shortest path (one per distinct
 * vertex), then, for transitions those leave untaken (a shortest path never takes a transition back
 * to a vertex it already reached), guard outcomes they leave unseen (an event every guard refuses
 * leads to no new vertex) and events of the model they never send in a state that has transitions
 * for them (one that leads back to a vertex already reached), a shortest path followed by the one
 * event that takes, shows or sends it.
 */
import { createActor, fromPromise, getNextSnapshot, SimulatedClock, type AnyEventObject, type AnyStateMachine, type StateNode } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { allStateNodes, createCoverageRecorder, summarize, type CoverageSummary, type UnreachableGuards } from './coverage'
import { pathWords, stateWords, type AnyPath } from './words'

type AnyStateNode = StateNode<any, any> // eslint-disable-line @typescript-eslint/no-explicit-any
type Vertex = { value: unknown; context: unknown }

export interface PathModel<TInput = unknown> {
  machine: AnyStateMachine
  /**
   * Every event the app sends, and every outcome of an invoked actor or a delay as a synthetic
   * event: `xstate.done.actor.<id>` (with `output`), `xstate.error.actor.<id>` (with `error`),
   * `xstate.after.<delay>.<stateNodeId>`. Name payload variants with `labelled()`.
   */
  events: AnyEventObject[]
  /** The inputs the machine is started with, one traversal each (default: none). */
  inputs?: TInput[]
  /** Words for an input, in front of its paths when there are several inputs. */
  describeInput?(input: TInput): string
  /**
   * Which parts of a snapshot make a distinct vertex; default: value + context. Adding the event
   * that led there (second argument) makes every transition its own vertex.
   */
  serializeState?: (snapshot: Vertex, event: AnyEventObject | undefined) => string
  /** Guard outcomes the machine can never produce (`'<guard> true|false'`), each with why: left out of the coverage figures. */
  unreachableGuards?: UnreachableGuards
}

/** Types a model (`export default definePathModel({...})`). */
export function definePathModel<TInput>(model: PathModel<TInput>): PathModel<TInput> {
  return model
}

export interface ModelPath {
  input: unknown
  path: AnyPath
}

export interface PathOptions {
  events: AnyEventObject[]
  input?: unknown
  /** 'shortest' (default, one path per reachable vertex, duplicates kept) or 'simple' (every simple path). */
  kind?: 'shortest' | 'simple'
  serializeState?: PathModel['serializeState']
  limit?: number
}

/** More vertices than any model here has: a traversal past it has no end (a counter no guard stops). */
export const MAX_VERTICES = 20_000

export function machinePaths(machine: AnyStateMachine, options: PathOptions): AnyPath[] {
  const traversal = {
    events: options.events,
    input: options.input,
    limit: options.limit ?? MAX_VERTICES,
    // Only events the state takes: a synthetic event of an actor that is not running cannot be replayed.
    filterEvents: (snapshot: { can: (e: AnyEventObject) => boolean }, event: AnyEventObject) => snapshot.can(event),
    ...(options.serializeState ? { serializeState: options.serializeState } : {}),
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const t = traversal as any
  try {
    if (options.kind === 'simple') return getSimplePaths(machine, t) as AnyPath[]
    return getShortestPaths(machine, { ...t, allowDuplicatePaths: true }) as AnyPath[]
  } catch (error) {
    if ((error as Error).message !== 'Traversal limit exceeded') throw error
    throw new Error(`${machine.id}: more than ${traversal.limit} distinct snapshots: the paths have no end (a counter no guard stops, or context the model's serializeState should leave out)`, { cause: error })
  }
}

const inputsOf = (model: PathModel) => (model.inputs?.length ? model.inputs : [undefined])

const isMachine = (logic: unknown): logic is AnyStateMachine => !!logic && typeof logic === 'object' && 'root' in logic && 'provide' in logic

/**
 * The machine with every invoked promise or callback replaced by a promise that never settles (the
 * model's synthetic events stand for their outcomes), and every invoked machine made inert the same
 * way (it keeps its snapshots, which an `onSnapshot` reads).
 */
function inertMachine(machine: AnyStateMachine): AnyStateMachine {
  const never = fromPromise(() => new Promise<never>(() => {}))
  const actors = Object.entries(machine.implementations.actors as Record<string, unknown>)
  return machine.provide({ actors: Object.fromEntries(actors.map(([src, logic]) => [src, isMachine(logic) ? inertMachine(logic) : never])) })
}

/**
 * Replays paths on actors of the machine whose invoked actors never settle, sending the synthetic
 * events themselves, with a simulated clock: what states and transitions the paths reach, recorded
 * exactly as the path tests record their replays on live actors.
 */
export function dryRun(name: string, model: PathModel, paths: ModelPath[]) {
  const machine = inertMachine(model.machine)
  const recorder = createCoverageRecorder(name, model.machine, model.unreachableGuards)
  for (const { input, path } of paths) {
    const actor = createActor(machine, { input, inspect: recorder.inspect, clock: new SimulatedClock() }).start()
    for (const step of path.steps) {
      if (step.event.type === 'xstate.init') continue
      actor.send(step.event)
      const actual = JSON.stringify(actor.getSnapshot().value)
      if (actual !== JSON.stringify(step.state.value)) throw new Error(`${name}: after ${step.event.type} the machine is in ${actual}, the model says ${stateWords(step.state.value)}`)
    }
    actor.stop()
    recorder.countPath()
  }
  return recorder
}

/** Whether a synthetic event can happen in this snapshot (its actor is running); app events always can. */
function canHappen(snapshot: { children: Record<string, unknown> }, event: AnyEventObject): boolean {
  const settled = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)
  return !settled || settled[1]! in snapshot.children
}

interface Generated {
  paths: ModelPath[]
  /** The shortest paths and the extensions that complete the state, transition and guard coverage. */
  covering: ModelPath[]
  states: Set<string>
  transitions: Set<string>
  guards: Set<string>
  /** Each model event sent in each state (in words) that has transitions for it. */
  sent: Set<string>
}

const sentKey = (model: PathModel, state: { value: unknown }, event: AnyEventObject) => `${stateWords(state.value)} ${model.events.indexOf(event)}`

/** Whether the state has transitions for the event, taken or refused by their guards. */
function hasCandidates(machine: AnyStateMachine, snapshot: { _nodes?: AnyStateNode[] }, event: AnyEventObject): boolean {
  return (snapshot._nodes ?? []).some((node) => (node.transitions.get(event.type) ?? []).length > 0) || machine.getTransitionData(snapshot as never, event).length > 0
}

const generated = new WeakMap<PathModel, Generated>()

/**
 * Extends paths by one event each where that takes a transition `taken` lacks, or shows a guard
 * outcome it lacks (adding them there): each candidate is stepped once on an actor restored at the
 * path's end, so raised and eventless follow-ups count too. `accept` may refuse a candidate (the
 * screens refuse what they cannot drive).
 */
export function completingExtensions(
  model: PathModel,
  paths: ModelPath[],
  taken: { states: Set<string>; transitions: Set<string>; guards?: Set<string>; sent?: Set<string> },
  accept: (path: ModelPath) => boolean = () => true,
): ModelPath[] {
  const { machine, events } = model
  const inert = inertMachine(machine)
  const extensions: ModelPath[] = []
  for (const { input, path } of paths) {
    const end = path.steps.at(-1)!.state as ReturnType<AnyStateMachine['getInitialSnapshot']>
    for (const event of events) {
      if (!hasCandidates(machine, end, event) || !canHappen(end, event)) continue
      const step = createCoverageRecorder('step', machine)
      const actor = createActor(inert, { snapshot: inert.getPersistedSnapshot(end), inspect: step.inspect, clock: new SimulatedClock() }).start()
      actor.send(event)
      actor.stop()
      const reached = step.reached()
      const added = [...reached.transitions].filter((key) => !taken.transitions.has(key))
      const shown = taken.guards ? [...reached.guards].filter((key) => !taken.guards!.has(key)) : []
      const unsent = taken.sent ? !taken.sent.has(sentKey(model, end, event)) : false
      if (added.length === 0 && shown.length === 0 && !unsent) continue
      const extended = { input, path: { ...path, steps: [...path.steps, { event, state: getNextSnapshot(machine, end, event) }] } }
      if (!accept(extended)) continue
      for (const key of added) taken.transitions.add(key)
      for (const key of shown) taken.guards!.add(key)
      taken.sent?.add(sentKey(model, end, event))
      for (const id of reached.states) taken.states.add(id)
      extensions.push(extended)
    }
  }
  return extensions
}

function generate(model: PathModel): Generated {
  const cached = generated.get(model)
  if (cached) return cached
  const { machine, events, serializeState } = model
  const shortest = inputsOf(model).flatMap((input) => machinePaths(machine, { events, input, serializeState }).map((path) => ({ input, path })))
  const reached = dryRun('model', model, shortest).reached()
  const taken = { states: new Set(reached.states), transitions: new Set(reached.transitions), guards: new Set(reached.guards) }
  const covering = [...shortest, ...completingExtensions(model, shortest, taken)]
  const sent = new Set(covering.flatMap(({ path }) => path.steps.slice(1).map((step, i) => sentKey(model, path.steps[i]!.state, step.event))))
  const everyEvent = completingExtensions(model, covering, { ...taken, sent })
  const result = { paths: [...covering, ...everyEvent], covering, ...taken, sent }
  generated.set(model, result)
  return result
}

/** The paths of a model (see the file's comment); computed once per model. */
export function modelPaths(model: PathModel): ModelPath[] {
  return generate(model).paths
}

/**
 * The paths that reach every state, transition and guard outcome, without those added to send each
 * event in each state once more (the screens replay these: a path through the screens costs a render).
 */
export function coveringPaths(model: PathModel): ModelPath[] {
  return generate(model).covering
}

/** Figures of a model's paths, recorded the way the path tests record their replays. */
export function modelCoverage(name: string, model: PathModel): CoverageSummary {
  const { paths, states, transitions, guards } = generate(model)
  return summarize(name, model.machine, paths.length, states, transitions, guards, model.unreachableGuards)
}

/** The state nodes of a machine, root first (for diagrams and tables). */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  return allStateNodes(machine.root as AnyStateNode)
}

/** A path of the model in words, after its input's words in brackets when the model has several inputs. */
export function modelPathWords(model: PathModel, { input, path }: ModelPath): string {
  const words = pathWords(model.machine, path)
  if ((model.inputs?.length ?? 0) < 2) return words
  return `[${model.describeInput ? model.describeInput(input) : JSON.stringify(input)}] ${words}`
}
