import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { discoverMachines, machineCatalog } from '../support/paths/catalog'
import { modelCoverage } from '../support/paths/pathModel'

const catalog = machineCatalog()

describe('the machines QA sees', () => {
  it('are found in src/machines by themselves (every *Machine.ts module, not a list)', () => {
    expect(catalog.map((entry) => entry.name)).toEqual(expect.arrayContaining(['checkoutMachine', 'authMachine', 'gatingMachine', 'asyncTaskMachine', 'cryptoStatusMachine']))
    expect(new Set(catalog.map((entry) => entry.name)).size).toBe(catalog.length)
  })

  it.each(catalog.map((entry) => [entry.name, entry] as const))('%s has a path model that reaches all its states and transitions, and sees each guard true and false', (_, entry) => {
    if (!entry.model) {
      throw new Error(
        `${entry.file} exports the machine ${entry.name} but ${entry.modelFile} does not exist. Add it: ` +
          `\`export default definePathModel({ machine: ${entry.name}, events: [...], inputs: [...] })\` (tests/support/paths/pathModel.ts), ` +
          `with every event the app sends and the synthetic xstate.done.actor.* / xstate.error.actor.* / xstate.after.* events of its invoked actors and delays; ` +
          `then a test that replays its paths: \`coverModel({ name: '${entry.name}', model, start })\` (tests/support/pathCoverage.ts). docs/qa.md explains both.`,
      )
    }
    expect(entry.model.machine, `${entry.modelFile} must describe ${entry.name} itself`).toBe(entry.machine)
    const summary = modelCoverage(entry.name, entry.model)
    expect(summary.states.missing, `states no path of ${entry.modelFile} reaches`).toEqual([])
    expect(summary.transitions.missing, `transitions no path of ${entry.modelFile} takes: add the events that take them`).toEqual([])
    expect(summary.guards.missing, `guard outcomes no path of ${entry.modelFile} shows: add the events (or inputs) that make them true and false`).toEqual([])
  })

  it.each(catalog.map((entry) => [entry.name, entry] as const))('%s has an oracle apart from it, which its generated paths are checked against', (name, entry) => {
    const oracle = entry.modelFile.replace(/\.model\.ts$/, '.oracle.ts')
    const paths = entry.modelFile.replace(/\.model\.ts$/, '.paths.test.ts')
    expect(existsSync(oracle), `${oracle}: what the spec says each event leads to and does (tests/support/paths/oracle.ts, issue 24)`).toBe(true)
    expect(existsSync(paths), `${paths}: the generated paths of ${name}, replayed with \`replayPath(..., { oracle })\``).toBe(true)
    expect(readFileSync(paths, 'utf8')).toContain(`from './${name}.oracle'`)
  })
})

describe('discoverMachines', () => {
  const machine = createMachine({ id: 'demo', initial: 'a', states: { a: {} } })

  it('takes every exported machine of a module, with the model expected beside its tests', () => {
    const found = discoverMachines({ '/src/machines/payments/demoMachine.ts': { demoMachine: machine, DEMO_DELAY_MS: 5, helper: () => 1 } }, {})
    expect(found).toEqual([{ name: 'demoMachine', file: 'src/machines/payments/demoMachine.ts', machine, modelFile: 'tests/machines/payments/demoMachine.model.ts', model: null }])
  })

  it('joins a machine with its model', () => {
    const model = { machine, events: [] }
    const [entry] = discoverMachines({ '/src/machines/payments/demoMachine.ts': { demoMachine: machine } }, { '/tests/machines/payments/demoMachine.model.ts': { default: model } })
    expect(entry!.model).toBe(model)
  })
})
