/**
 * Model-based path coverage for XState v5 machines, in vitest (any machine of src/machines).
 *
 * 1. A machine's path model (`tests/machines/<flow>/<name>.model.ts`, see paths/pathModel.ts) lists
 *    its events, synthetic outcomes of its invoked actors and delays included; `modelPaths(model)`
 *    turns it into paths with `xstate/graph`.
 * 2. `replayPath(path, ...)` replays a path on a REAL actor of the machine (with injected actors and
 *    fake timers): the caller turns each synthetic event into what really causes it (settle a fake
 *    actor, advance the timers) and the helper checks the actor reached the model's state value
 *    after every step.
 * 3. A `CoverageRecorder` (passed as the actor's `inspect`) records the state nodes entered and the
 *    transitions taken; `expectFullCoverage(recorder)` writes `coverage/paths/<name>.json` and
 *    asserts that nothing is missing.
 * 4. An oracle (`tests/machines/<flow>/<name>.oracle.ts`, see paths/oracle.ts) that does not come
 *    from the machine says what each step must lead to and do, and what every path keeps;
 *    `replayPath(..., { oracle })` checks every step and the path against it.
 * 5. `coverModel(...)` does all of it for a machine.
 */
import type { Actor, AnyActorRef, AnyEventObject, AnyStateMachine, InspectionEvent } from 'xstate'
import { fromPromise } from 'xstate'
import { expect } from 'vitest'
import { createCoverageRecorder, type CoverageRecorder, type CoverageSummary } from './paths/coverage'
import { oracleRun, stepRecorder, type Oracle, type OracleRun, type Step } from './paths/oracle'
import { modelPaths, type PathModel } from './paths/pathModel'
import { pathWords, type AnyPath } from './paths/words'

/** Writes `coverage/paths/<name>.json`, logs the counts and asserts that every state node, transition and guard outcome was reached. */
export function expectFullCoverage(recorder: CoverageRecorder): CoverageSummary {
  const summary = recorder.writeReport()
  console.info(`path coverage ${summary.machine}: ${summary.paths} paths, states ${summary.states.covered}/${summary.states.total}, transitions ${summary.transitions.covered}/${summary.transitions.total}, guard outcomes ${summary.guards.covered}/${summary.guards.total}`)
  expect(summary.states.missing).toEqual([])
  expect(summary.transitions.missing).toEqual([])
  expect(summary.guards.missing).toEqual([])
  return summary
}

export interface ReplayOptions {
  /** Makes a synthetic event really happen (settle an injected actor, advance fake timers); others are sent. */
  trigger: (event: AnyEventObject, actor: AnyActorRef) => Promise<void> | void
  /** Called after each step with the model's expected snapshot. */
  check?: (actor: AnyActorRef, expected: { value: unknown; context: unknown }) => void
  /** Checks each step, and then the path, against the machine's oracle. */
  oracle?: OracleRun
  /** The input the actor was started with (the oracle's steps carry it). */
  input?: unknown
}

export const isSyntheticEvent = (event: AnyEventObject) => event.type.startsWith('xstate.')

/** Replays a path on a started actor; throws when the actor's state value differs from the model's, or when a step breaks the oracle. Returns the steps. */
export async function replayPath(path: AnyPath, actor: AnyActorRef, options: ReplayOptions): Promise<Step[]> {
  const recorder = stepRecorder(actor, options.input)
  const steps: Step[] = []
  try {
    for (const step of path.steps) {
      if (step.event.type === 'xstate.init') continue
      recorder.begin()
      if (isSyntheticEvent(step.event)) await options.trigger(step.event, actor)
      else actor.send(step.event)
      const actual = actor.getSnapshot().value
      const expected = step.state.value
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        throw new Error(`after ${step.event.type}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)} (path: ${pathWords((actor as Actor<AnyStateMachine>).logic, path)})`)
      }
      options.check?.(actor, step.state)
      const done = recorder.end(step.event)
      steps.push(done)
      options.oracle?.check(done)
    }
    options.oracle?.checkPath(steps, options.input, recorder.initial)
  } finally {
    recorder.stop()
  }
  return steps
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
 * Replays every path of the model (`modelPaths`) on a live actor that `start` creates for the
 * path's input, checking each against the oracle, asserts full state, transition and guard-outcome
 * coverage, writes the report, and asserts that the paths exercised every rule of the oracle.
 */
export async function coverModel(options: { name: string; model: PathModel; oracle?: Oracle; start: (input: unknown, inspect: (event: InspectionEvent) => void) => Harness }): Promise<CoverageSummary> {
  const recorder = createCoverageRecorder(options.name, options.model.machine, options.model.unreachableGuards)
  const oracle = options.oracle ? oracleRun(options.oracle) : undefined
  for (const { input, path } of modelPaths(options.model)) {
    const { actor, trigger } = options.start(input, recorder.inspect)
    try {
      await replayPath(path, actor, { trigger: (event) => trigger(event), oracle, input })
      recorder.countPath()
    } finally {
      actor.stop()
    }
  }
  const summary = expectFullCoverage(recorder)
  oracle?.expectExercised()
  return summary
}
