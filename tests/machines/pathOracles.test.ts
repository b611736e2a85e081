// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { assign, createActor, createMachine, setup, type InspectionEvent } from 'xstate'
import { coverModel, replayPath } from '../support/pathCoverage'
import { createCoverageRecorder } from '../support/paths/coverage'
import { defineOracle, oracleRun, ran, specOutcome } from '../support/paths/oracle'
import { definePathModel, modelPaths } from '../support/paths/pathModel'
import { labelled } from '../support/paths/words'

/** A door: OPEN works only when unlocked; LOCK and UNLOCK toggle; eventless, an opened door with the alarm on rings. */
const door = (swapped = false) =>
  setup({
    types: { context: {} as { locked: boolean; alarm: boolean }, input: {} as { alarm: boolean } },
    guards: { unlocked: ({ context }) => !context.locked, alarmOn: ({ context }) => context.alarm },
    actions: { chime: () => {} },
  }).createMachine({
    id: 'door',
    context: ({ input }) => ({ locked: true, alarm: input.alarm }),
    initial: 'closed',
    states: {
      closed: {
        on: {
          OPEN: { guard: 'unlocked', target: swapped ? 'ringing' : 'open', actions: 'chime' },
          UNLOCK: { actions: assign({ locked: false }) },
          LOCK: { actions: assign({ locked: true }) },
        },
      },
      open: { always: { guard: 'alarmOn', target: 'ringing' }, on: { CLOSE: 'closed' } },
      ringing: { on: { CLOSE: 'closed' } },
    },
  })

const model = (machine = door()) => definePathModel({ machine, events: [{ type: 'OPEN' }, { type: 'UNLOCK' }, { type: 'LOCK' }, { type: 'CLOSE' }], inputs: [{ alarm: false }, { alarm: true }] })
const oracle = defineOracle({
  name: 'door',
  leadsTo: { OPEN: { closed: (step) => (step.before.context.locked ? 'closed' : (step.input as { alarm: boolean }).alarm ? 'ringing' : 'open') }, CLOSE: { open: 'closed', ringing: 'closed' } },
  does: { OPEN: (step) => expect(ran(step, 'chime')).toHaveLength(step.before.context.locked ? 0 : 1) },
})
const start = (machine: ReturnType<typeof door>) => (input: unknown, inspect: (event: InspectionEvent) => void) => ({
  actor: createActor(machine, { input: input as { alarm: boolean }, inspect }),
  trigger: () => {},
})

describe('guard outcomes', () => {
  it('are seen true when their transition is taken, false when an earlier one refuses or nothing is taken', async () => {
    const recorder = createCoverageRecorder('door', door())
    const actor = createActor(door(), { input: { alarm: false }, inspect: recorder.inspect }).start()
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'UNLOCK' })
    actor.send({ type: 'OPEN' })
    expect([...recorder.reached().guards].sort()).toEqual(['door.closed --OPEN--> door.open [unlocked] false', 'door.closed --OPEN--> door.open [unlocked] true', 'door.open --(always)--> door.ringing [alarmOn] false'])
    expect(recorder.summary().guards.missing).toEqual(['door.open --(always)--> door.ringing [alarmOn] true'])
  })

  it('the model paths send an event every guard refuses where that shows the false outcome', () => {
    const words = modelPaths(model()).map(({ path }) => path.steps.map((s) => s.event.type).join(' '))
    expect(words).toContain('xstate.init OPEN')
  })
})

describe('an oracle apart from the machine', () => {
  it('passes the machine it describes, every rule met', async () => {
    await expect(coverModel({ name: 'door', model: model(), oracle, start: start(door()) })).resolves.toMatchObject({ guards: { missing: [] } })
  })

  it('fails a machine whose outcome is swapped, although its own regenerated paths reach every state', async () => {
    await expect(coverModel({ name: 'doorSwapped', model: model(door(true)), oracle, start: start(door(true)) })).rejects.toThrow(/OPEN in closed must lead to open \(the spec\)/)
  })

  it('says which of its rules no path met (a deleted transition leaves its rule unmet)', async () => {
    const run = oracleRun(defineOracle({ name: 'door', leadsTo: { CLOSE: { open: 'closed', ringing: 'closed' } } }))
    const [path] = modelPaths(model()).filter(({ path }) => path.steps.at(-1)!.event.type === 'CLOSE')
    await replayPath(path!.path, createActor(door(), { input: path!.input as { alarm: boolean } }), { trigger: () => {}, oracle: run, input: path!.input })
    expect(() => run.expectExercised()).toThrow(/leadsTo CLOSE in (open|ringing)/)
  })

  it('a state listed stands for its children, and in a parallel machine for a region', () => {
    const rule = defineOracle({ name: 'auth', leadsTo: { LOGOUT: { 'session.authenticated': 'session.loggingOut + token.idle', 'token.refreshing': 'x' } } })
    const at = (words: string) => specOutcome(rule, { words: 'LOGOUT', before: { value: null, words, context: {}, status: 'active', output: undefined } })
    expect(at('session.authenticated.signedIn + token.idle')).toEqual({ rule: 'leadsTo LOGOUT in session.authenticated', state: 'session.loggingOut + token.idle' })
    expect(at('session.signedOut + token.idle')).toEqual({ rule: '', state: 'session.signedOut + token.idle' })
    expect(at('session.authenticated.signedIn + token.refreshing')!.rule).toBe('leadsTo LOGOUT in session.authenticated')
    expect(at('session.signedOut + token.refreshing')!.state).toBe('x')
  })

  it('sees what the actor does as it starts, when the replay starts it', async () => {
    const machine = createMachine({ id: 'hello', entry: 'greet', initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } }).provide({ actions: { greet: () => {} } })
    let started: unknown
    const run = oracleRun(defineOracle({ name: 'hello', paths: { greets: (_, __, initial) => (started = initial.actions.map((a) => a.type)) } }))
    const [path] = modelPaths(definePathModel({ machine, events: [labelled('go', { type: 'GO' })] })).slice(-1)
    await replayPath(path!.path, createActor(machine), { trigger: () => {}, oracle: run })
    expect(started).toEqual(['greet'])
  })
})
