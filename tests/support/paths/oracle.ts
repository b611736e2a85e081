/**
 * An oracle for a machine's generated paths that does not come from the machine: what SPEC.md and the
 * issues say each event leads to and does, and properties every path must keep. The paths are
 * regenerated from the machine, so a wrong machine still reaches every state; the oracle is what
 * notices a swapped outcome, a dropped action or a doubled delay (issue 24).
 * One per machine, beside its model: tests/machines/<flow>/<name>.oracle.ts (`defineOracle`).
 * `replayPath(..., { oracle })` records each step (the state before and after, the context, the
 * actions run with their params, the actors started with their input, the fake time that passed)
 * and checks it; `oracleRun.expectExercised()` then says which rule no path exercised (a deleted
 * transition makes its event impossible, so its rule goes unexercised).
 */
import { expect } from 'vitest'
import type { AnyActorRef, AnyEventObject, InspectionEvent } from 'xstate'
import { eventWords, stateWords } from './words'

/** A snapshot as a step saw it. */
export interface StepSnapshot {
  value: unknown
  /** The state in words, as `qa:paths` prints it (`payment.crypto.waiting`). */
  words: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each oracle reads its machine's context
  context: any
  status: string
  output: unknown
}

export interface Step {
  event: AnyEventObject
  /** The event in words with the model's label (`cryptoStatus done (completed)`, `SUBMIT`, `after 30s`). */
  words: string
  before: StepSnapshot
  after: StepSnapshot
  /** Actions the machine ran (named ones with their params; built-ins as `xstate.emit`, `xstate.raise`...). */
  actions: { type: string; params: unknown }[]
  /** Actors the machine started, with the input they got. */
  started: { id: string; src: string; input: unknown }[]
  /** Fake milliseconds that passed during the step. */
  elapsed: number
  /** The input the actor was started with. */
  input: unknown
}

/** The snapshot an actor started in, with the actions it ran and the actors it started then (seen when `replayPath` starts the actor). */
export type Start = StepSnapshot & Pick<Step, 'actions' | 'started'>

type Target = string | ((step: Step) => string | undefined)

/**
 * Where an event leads: one state wherever it happens; per state before (states not listed ignore
 * it; each listed one must be exercised by some path); or computed from the step. A state listed
 * stands for its children too, and in a parallel machine for one region's state
 * (`session.authenticated` matches `session.authenticated.signedIn + token.idle`); the most
 * specific one listed applies.
 */
export type LeadsTo = Target | Record<string, Target>

/** The state listed in a rule that the snapshot is in (the longest), if any. */
function listedState(rule: Record<string, Target>, words: string): string | undefined {
  const parts = words.split(' + ')
  const within = (listed: string) => listed.split(' + ').every((part) => parts.some((active) => active === part || active.startsWith(`${part}.`)))
  return Object.keys(rule)
    .filter(within)
    .sort((a, b) => b.length - a.length)[0]
}

export interface Oracle {
  /** The machine's name, for messages. */
  name: string
  /** Event (in words) → the state (in words) it leads to, from the spec. */
  leadsTo?: Record<string, LeadsTo>
  /** Event (in words) → what it must do: assertions on the step (context, actions and their params, actors started, time). */
  does?: Record<string, (step: Step) => void>
  /** Properties every generated path keeps, checked once the path is replayed (`initial`: how the actor started). */
  paths?: Record<string, (steps: Step[], input: unknown, initial: Start) => void>
}

export function defineOracle(oracle: Oracle): Oracle {
  return oracle
}

const snapshotOf = (actor: AnyActorRef): StepSnapshot => {
  const s = actor.getSnapshot() as { value: unknown; context: unknown; status: string; output?: unknown }
  return { value: s.value, words: stateWords(s.value), context: structuredCloneSafe(s.context), status: s.status, output: s.output }
}

/** Context as it was (later steps must not change what a step saw); functions and actor refs are kept as they are. */
function structuredCloneSafe(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structuredCloneSafe)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneSafe(v)]))
  return value
}

/**
 * Records the steps of one replay: `begin()` before an event happens, `end(event)` after. An actor
 * not started yet is started here, so that what it does as it starts is seen too (`initial()`).
 */
export function stepRecorder(actor: AnyActorRef, input: unknown) {
  let actions: Step['actions'] = []
  let started: Step['started'] = []
  let before: StepSnapshot
  let at = Date.now()
  type Child = AnyActorRef & { _parent?: AnyActorRef; src?: unknown; options?: { input?: unknown } }
  const describe = (child: Child) => ({ id: child.id, src: typeof child.src === 'string' ? child.src : child.id, input: child.options?.input })
  const subscription = (actor.system as { inspect: (observer: (event: InspectionEvent) => void) => { unsubscribe: () => void } }).inspect((event) => {
    if (event.type === '@xstate.action' && event.actorRef === actor) actions.push(event.action)
    if (event.type === '@xstate.actor' && (event.actorRef as Child)._parent === actor) started.push(describe(event.actorRef as Child))
  })
  // Starting a started actor does nothing.
  actor.start()
  before = snapshotOf(actor)
  // The first state's actors were created with the actor itself, before anything could watch.
  const children = Object.values((actor.getSnapshot() as { children: Record<string, Child> }).children)
  const initial: Start = { ...before, actions, started: children.map(describe) }
  return {
    begin() {
      actions = []
      started = []
      before = snapshotOf(actor)
      at = Date.now()
    },
    end(event: AnyEventObject): Step {
      const logic = (actor as unknown as { logic: Parameters<typeof eventWords>[0] }).logic
      return { event, words: eventWords(logic, event), before, after: snapshotOf(actor), actions, started, elapsed: Date.now() - at, input }
    },
    initial,
    stop: () => subscription.unsubscribe(),
  }
}

/** The actions of a step with one name, in order (their params). */
export const ran = (step: Step, type: string) => step.actions.filter((a) => a.type === type).map((a) => a.params)

/** The inputs of the actors a step started under one invoke id, in order. */
export const startedInputs = (step: Step, id: string) => step.started.filter((a) => a.id === id).map((a) => a.input)

/** The events a step emitted (`emit(...)`), in order. */
export const emittedBy = (step: Step) => step.actions.filter((a) => a.type === 'xstate.emit').map((a) => (a.params as { event: AnyEventObject }).event)

/**
 * The state the oracle says a step leads to (undefined: it does not say), and the rule that says it;
 * null when no rule names the event. The screen paths use it too, with the model's snapshots.
 */
export function specOutcome(oracle: Oracle, step: Pick<Step, 'words' | 'before'> & Partial<Step>): { rule: string; state: string | undefined } | null {
  const rule = oracle.leadsTo?.[step.words]
  if (rule === undefined) return null
  const listed = typeof rule === 'object' ? listedState(rule, step.before.words) : undefined
  if (typeof rule === 'object' && listed === undefined) return { rule: '', state: step.before.words }
  const target = typeof rule === 'object' ? rule[listed!]! : rule
  return { rule: typeof rule === 'object' ? `leadsTo ${step.words} in ${listed}` : `leadsTo ${step.words}`, state: typeof target === 'function' ? target(step as Step) : target }
}

/** Checks the steps of replays against an oracle and remembers which of its rules some path exercised. */
export function oracleRun(oracle: Oracle) {
  const exercised = new Set<string>()
  const rules = [
    ...Object.entries(oracle.leadsTo ?? {}).flatMap(([event, rule]) => (typeof rule === 'object' ? Object.keys(rule).map((state) => `leadsTo ${event} in ${state}`) : [`leadsTo ${event}`])),
    ...Object.keys(oracle.does ?? {}).map((event) => `does ${event}`),
  ]
  return {
    check(step: Step) {
      const spec = specOutcome(oracle, step)
      if (spec) {
        if (spec.rule) exercised.add(spec.rule)
        if (spec.state !== undefined) expect(step.after.words, `${oracle.name}: ${step.words} in ${step.before.words} must lead to ${spec.state} (the spec)`).toBe(spec.state)
      }
      const does = oracle.does?.[step.words]
      if (does) {
        exercised.add(`does ${step.words}`)
        does(step)
      }
    },
    checkPath(steps: Step[], input: unknown, initial: Start) {
      for (const [name, property] of Object.entries(oracle.paths ?? {})) {
        try {
          property(steps, input, initial)
        } catch (error) {
          throw new Error(`${oracle.name}: property "${name}" broken on ${steps.map((s) => `${s.before.words} —${s.words}→ ${s.after.words}`).join(' ')}\n${(error as Error).message}`, { cause: error })
        }
      }
    },
    /** Every rule of the oracle was met on some path (a rule no path meets hides a deleted transition). */
    expectExercised() {
      expect(rules.filter((rule) => !exercised.has(rule)), `${oracle.name}: rules of the oracle no generated path exercised`).toEqual([])
    },
  }
}

export type OracleRun = ReturnType<typeof oracleRun>
