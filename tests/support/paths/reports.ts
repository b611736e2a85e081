/**
 * What the last test run recorded for each machine (coverage/paths/<machine>.json), checked against
 * the machine as it is now: a state renamed since the run shows as missing, so the figures always
 * come from the machines themselves.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { MachineEntry } from './catalog'
import { PATH_REPORT_DIR, summarize, type CoverageSummary, type PathReport } from './coverage'
import type { ScreenReport } from './screenReport'
import { figuresOf, percent, type MachineRun } from '../mutants/results'

export interface MachineStatus {
  entry: MachineEntry
  /** The recorded run, null when no test wrote one. */
  report: PathReport | null
  /** The recorded run against today's machine; null without a report. */
  summary: CoverageSummary | null
  /** Why QA cannot trust this machine's coverage, or null when it is complete. */
  problem: string | null
  /** Its paths through the rendered screens, when a screen-path test ran for it. */
  screens: ScreenReport | null
  /** The last mutation run on it (npm run qa:mutants), if any. */
  mutants: MachineRun | null
}

export function readReport(name: string, dir = PATH_REPORT_DIR): PathReport | null {
  const file = join(dir, `${name}.json`)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PathReport) : null
}

export function machineStatus(entry: MachineEntry, report: PathReport | null, screens: ScreenReport | null = null, mutants: MachineRun | null = null): MachineStatus {
  if (!entry.model) return { entry, report, summary: null, problem: `no path model: add ${entry.modelFile}`, screens, mutants }
  if (!report) return { entry, report, summary: null, problem: `no report: no test replays its paths (coverModel({ name: '${entry.name}', model, start }) writes ${PATH_REPORT_DIR}/${entry.name}.json)`, screens, mutants }
  const summary = summarize(entry.name, entry.machine, report.paths, report.coveredStates, report.coveredTransitions, report.coveredGuards ?? [], entry.model.unreachableGuards)
  const missing = [...summary.states.missing.map((s) => `state ${s}`), ...summary.transitions.missing.map((t) => `transition ${t}`), ...summary.guards.missing.map((g) => `guard outcome ${g}`)]
  return { entry, report, summary, problem: missing.length > 0 ? `not covered: ${missing.join('; ')}` : null, screens, mutants }
}

/** The last mutation run's score, the path tests' share and the survivors ("-" without a run; "sample" when it was one). */
export function mutationFigures(run: MachineRun | null): { score: string; byPaths: string; survivors: string } {
  if (!run) return { score: '-', byPaths: '-', survivors: '-' }
  const f = figuresOf(run.mutants)
  const sample = run.run.max === null ? '' : ' (sample)'
  return { score: `${percent(f.score)}${sample}`, byPaths: percent(f.pathScore), survivors: String(f.survived) }
}

export const screenFigures = (screens: ScreenReport | null) =>
  screens ? `${screens.throughScreens}/${screens.modelPaths} paths, ${screens.transitions.covered}/${screens.transitions.total} transitions` : '-'

const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width))

/** The plain table printed after the unit tests (and at the end of .ci/run). */
export function coverageTable(statuses: MachineStatus[]): string {
  const rows = statuses.map((status) => [
    status.entry.name,
    status.summary ? String(status.summary.paths) : '-',
    status.summary ? `${status.summary.states.covered}/${status.summary.states.total}` : '-',
    status.summary ? `${status.summary.transitions.covered}/${status.summary.transitions.total}` : '-',
    status.summary ? `${status.summary.guards.covered}/${status.summary.guards.total}` : '-',
    screenFigures(status.screens),
    mutationFigures(status.mutants).score,
    status.problem ?? 'full',
  ])
  const header = ['machine', 'paths', 'states', 'transitions', 'guard outcomes', 'on screen', 'mutation score', 'coverage']
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => cells.map((cell, i) => pad(cell, widths[i]!, i > 0 && i < 5)).join('  ').trimEnd()
  return [`Path coverage per machine (${PATH_REPORT_DIR}/, npm run qa:report draws it; mutation score from the last npm run qa:mutants)`, line(header), ...rows.map(line)].join('\n')
}
