/** What a screen-path run recorded for a machine (coverage/paths/<machine>.screens.json), for the report and the table. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PATH_REPORT_DIR } from './coverage'

export interface ScreenReport {
  machine: string
  /** Paths of the model, those replayed through the screens, and the one-event extensions added to take more transitions there. */
  modelPaths: number
  throughScreens: number
  extensions: number
  /** Tests run (a path that begins a longer one is replayed inside it). */
  replays: number
  states: { total: number; covered: number }
  transitions: { total: number; covered: number }
  coveredTransitions: string[]
  /** The model paths no screen can produce, each with its reason. */
  cannot: { path: string; reason: string }[]
  testFile: string
}

const fileOf = (machine: string, dir: string) => join(dir, `${machine}.screens.json`)

export function writeScreenReport(report: ScreenReport, dir = PATH_REPORT_DIR): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(fileOf(report.machine, dir), `${JSON.stringify(report, null, 2)}\n`)
}

export function readScreenReport(machine: string, dir = PATH_REPORT_DIR): ScreenReport | null {
  const file = fileOf(machine, dir)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ScreenReport) : null
}
