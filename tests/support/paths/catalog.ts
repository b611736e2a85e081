/**
 * The machines QA sees, found by themselves: every XState machine exported by a `*Machine.ts`
 * module under src/machines/ (a flow's wiring.ts re-provides them and is not one), each with the
 * path model expected beside its tests: src/machines/<flow>/<x>Machine.ts exporting `xMachine`
 * → tests/machines/<flow>/xMachine.model.ts.
 */
import type { AnyStateMachine } from 'xstate'
import type { PathModel } from './pathModel'

export interface MachineEntry {
  /** The export's name, also the name of its report (coverage/paths/<name>.json). */
  name: string
  /** The module, from the repository's root: src/machines/checkout/checkoutMachine.ts. */
  file: string
  machine: AnyStateMachine
  /** Where its path model must be: tests/machines/checkout/checkoutMachine.model.ts. */
  modelFile: string
  model: PathModel | null
}

export function isStateMachine(value: unknown): value is AnyStateMachine {
  const v = value as Partial<AnyStateMachine> | null
  return !!v && typeof v === 'object' && typeof v.provide === 'function' && typeof v.getInitialSnapshot === 'function' && typeof v.root === 'object'
}

const fromRoot = (key: string) => key.replace(/^\//, '')

export function modelFileFor(file: string, name: string): string {
  return file.replace(/^src\//, 'tests/').replace(/[^/]+\.ts$/, `${name}.model.ts`)
}

/** Pure: the machines among the exports of the given modules (keyed by path), joined with the models found (keyed by path). */
export function discoverMachines(machineModules: Record<string, Record<string, unknown>>, modelModules: Record<string, { default?: PathModel }>): MachineEntry[] {
  const models = new Map(Object.entries(modelModules).map(([key, module]) => [fromRoot(key), module.default ?? null]))
  return Object.entries(machineModules)
    .flatMap(([key, module]) =>
      Object.entries(module)
        .filter(([, value]) => isStateMachine(value))
        .map(([name, machine]) => {
          const file = fromRoot(key)
          const modelFile = modelFileFor(file, name)
          return { name, file, machine: machine as AnyStateMachine, modelFile, model: models.get(modelFile) ?? null }
        }),
    )
    .sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name))
}

/** Every machine of src/machines/ with its model (loaded through Vite's glob: vitest and the QA commands alike). */
export function machineCatalog(): MachineEntry[] {
  return discoverMachines(
    import.meta.glob<Record<string, unknown>>('/src/machines/**/*Machine.ts', { eager: true }),
    import.meta.glob<{ default?: PathModel }>('/tests/machines/**/*.model.ts', { eager: true }),
  )
}
