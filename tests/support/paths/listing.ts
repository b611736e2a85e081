/** `npm run qa:paths`: a machine's paths in words, one per line, then what they cover. */
import type { MachineEntry } from './catalog'
import type { CoverageSummary } from './coverage'
import { modelCoverage, modelPathWords, modelPaths } from './pathModel'

export const figures = (summary: CoverageSummary) =>
  `${summary.paths} paths, states ${summary.states.covered}/${summary.states.total}, transitions ${summary.transitions.covered}/${summary.transitions.total}, guard outcomes ${summary.guards.covered}/${summary.guards.total}`

export function missingModelMessage(entry: MachineEntry): string {
  return `${entry.name} (${entry.file}) has no path model: add ${entry.modelFile} (docs/qa.md)`
}

export function pathListing(entry: MachineEntry): string[] {
  const { model } = entry
  if (!model) return [`${entry.name}: ${missingModelMessage(entry)}`]
  const summary = modelCoverage(entry.name, model)
  const lines = [`${entry.name} (${entry.file}, model ${entry.modelFile})`, ...modelPaths(model).map((path) => modelPathWords(model, path)), `${entry.name}: ${figures(summary)}`]
  for (const state of summary.states.missing) lines.push(`  state never reached: ${state}`)
  for (const transition of summary.transitions.missing) lines.push(`  transition never taken: ${transition}`)
  for (const outcome of summary.guards.missing) lines.push(`  guard outcome never seen: ${outcome}`)
  return lines
}

/** The machine a person means: `checkout`, `checkoutMachine` or `CheckoutMachine`. */
export function findMachine(catalog: MachineEntry[], wanted: string): MachineEntry | undefined {
  const key = wanted.toLowerCase().replace(/machine$/, '')
  return catalog.find((entry) => entry.name.toLowerCase().replace(/machine$/, '') === key)
}
