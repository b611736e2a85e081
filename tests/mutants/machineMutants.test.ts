// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { applyMutant, machineMutants, OPERATORS, syntaxErrors } from '../support/mutants/machineMutants'
import { machineCatalog } from '../support/paths/catalog'

const FIXTURE = `import { assign, setup } from 'xstate'

const retry = [{ guard: 'canRetry', target: 'loading' }, { target: 'failed' }] as const

export const demoMachine = setup({
  guards: { ok: () => true, canRetry: () => true },
  delays: { poll: 30_000 },
  actions: { notify: () => {} },
}).createMachine({
  id: 'demo',
  initial: 'loading',
  states: {
    loading: {
      entry: 'notify',
      on: { DONE: [{ guard: 'ok', target: 'ready', actions: ['notify', assign({ n: 1 })] }, { target: 'failed' }] },
      after: { poll: 'failed', 5000: { target: 'ready' } },
    },
    ready: { on: { RESET: '#demo.loading' } },
    failed: { on: { RETRY: retry, AGAIN: retry } },
  },
})
`

const mutants = machineMutants('src/machines/demo/demoMachine.ts', FIXTURE)
const byId = new Map(mutants.map((m) => [m.id, m]))
const mutated = (id: string) => applyMutant(FIXTURE, byId.get(id)!)

describe('machineMutants: one planted defect at a time, read from the config', () => {
  it('sends a transition to the other outcome of the same event first', () => {
    expect(mutated('demoMachine:target:loading.on.DONE[0]->failed')).toContain("{ guard: 'ok', target: 'failed'")
    expect(mutated('demoMachine:target:loading.on.DONE[1]->ready')).toContain("{ target: 'ready' }] }")
  })

  it('else to the next sibling, keeping the form of the target (an id path stays one)', () => {
    expect(mutated('demoMachine:target:ready.on.RESET->failed')).toContain("RESET: '#demo.failed'")
  })

  it('deletes each transition, of an array or alone', () => {
    expect(mutated('demoMachine:transition:loading.on.DONE[1]')).toContain("actions: ['notify', assign({ n: 1 })] }] }")
    expect(mutated('demoMachine:transition:ready.on.RESET')).toContain('ready: { on: {  } }')
  })

  it('negates a guard with not() (its import added at the end of the module) and drops it', () => {
    const negated = mutated('demoMachine:guard-negated:loading.on.DONE[0].guard')
    expect(negated).toContain("guard: __mutantNot('ok')")
    expect(negated).toMatch(/import \{ not as __mutantNot \} from 'xstate'\n$/)
    expect(mutated('demoMachine:guard-dropped:loading.on.DONE[0].guard')).toContain("{  target: 'ready'")
  })

  it('drops each action of a transition, and entry and exit actions', () => {
    expect(mutated('demoMachine:action-dropped:loading.on.DONE[0].actions[0]')).toContain("actions: [ assign({ n: 1 })]")
    expect(mutated('demoMachine:action-dropped:loading.on.DONE[0].actions[1]')).toContain("actions: ['notify'] }")
    expect(mutated('demoMachine:action-dropped:loading.entry')).not.toContain("entry: 'notify'")
  })

  it("doubles setup()'s delays and numeric ones", () => {
    expect(mutated('demoMachine:delay-doubled:delays.poll')).toContain('poll: __mutantDouble(30_000)')
    expect(mutated('demoMachine:delay-doubled:loading.after.5000')).toContain('10000: { target: ')
  })

  it('mutates a constant shared by several events once, under its own name', () => {
    expect(mutants.filter((m) => m.where.startsWith('retry')).map((m) => m.id)).toEqual([
      'demoMachine:transition:retry[0]',
      'demoMachine:target:retry[0]->failed',
      'demoMachine:guard-negated:retry[0].guard',
      'demoMachine:guard-dropped:retry[0].guard',
      'demoMachine:transition:retry[1]',
      'demoMachine:target:retry[1]->loading',
    ])
  })

  it('says which line changed, before and after', () => {
    const m = byId.get('demoMachine:target:loading.on.DONE[0]->failed')!
    expect(m.line).toBe(15)
    expect(m.before).toContain("target: 'ready'")
    expect(m.after).toContain("target: 'failed'")
  })

  it('on every machine of src/machines: unique ids, every operator used somewhere, every mutant parses', () => {
    const all = machineCatalog().flatMap((entry) => {
      const source = readFileSync(entry.file, 'utf8')
      return machineMutants(entry.file, source).map((m) => ({ m, source }))
    })
    expect(new Set(all.map(({ m }) => m.id)).size).toBe(all.length)
    expect(new Set(all.map(({ m }) => m.operator))).toEqual(new Set(OPERATORS))
    for (const { m, source } of all) expect(syntaxErrors(m.file, applyMutant(source, m)), m.id).toEqual([])
    expect(syntaxErrors('x.ts', 'const = 1')).not.toEqual([])
  })
})
