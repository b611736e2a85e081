/**
 * What the last test run recorded for each machine (coverage/paths/<machine>.json), checked against
 * the machine as it is now: a state renamed since the run shows as missing, so the figures always
 * come from the machines themselves.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { MachineEntry } from './catalog'
import { PATH_REPORT_DIR, summarize, type CoverageSummary, type PathReport } from './coverage'

export interface MachineStatus {
  entry: MachineEntry
  /** The recorded run, null when no test wrote one. */
  report: PathReport | null
  /** The recorded run against today's machine; null without a report. */
  summary: CoverageSummary | null
  /** Why QA cannot trust this machine's coverage, or null when it is complete. */
  problem: string | null
}

export function readReport(name: string, dir = PATH_REPORT_DIR): PathReport | null {
  const file = join(dir, `${name}.json`)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PathReport) : null
}

export function machineStatus(entry: MachineEntry, report: PathReport | null): MachineStatus {
  if (!entry.model) return { entry, report, summary: null, problem: `no path model: add ${entry.modelFile}` }
  if (!report) return { entry, report, summary: null, problem: `no report: no test replays its paths (coverModel({ name: '${entry.name}', model, start }) writes ${PATH_REPORT_DIR}/${entry.name}.json)` }
  const summary = summarize(entry.name, entry.machine, report.paths, report.coveredStates, report.coveredTransitions)
  const missing = [...summary.states.missing.map((s) => `state ${s}`), ...summary.transitions.missing.map((t) => `transition ${t}`)]
  return { entry, report, summary, problem: missing.length > 0 ? `not covered: ${missing.join('; ')}` : null }
}

const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width))

/** The plain table printed after the unit tests (and at the end of .ci/run). */
export function coverageTable(statuses: MachineStatus[]): string {
  const rows = statuses.map(({ entry, summary, problem }) => [
    entry.name,
    summary ? String(summary.paths) : '-',
    summary ? `${summary.states.covered}/${summary.states.total}` : '-',
    summary ? `${summary.transitions.covered}/${summary.transitions.total}` : '-',
    problem ?? 'full',
  ])
  const header = ['machine', 'paths', 'states', 'transitions', 'coverage']
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => cells.map((cell, i) => pad(cell, widths[i]!, i > 0 && i < 4)).join('  ').trimEnd()
  return [`Path coverage per machine (${PATH_REPORT_DIR}/, npm run qa:report draws it)`, line(header), ...rows.map(line)].join('\n')
}
