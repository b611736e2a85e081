/**
 * What a mutation run found, per machine (coverage/mutants/machines/<machine>.json), and the figures
 * QA reads: the score (mutants the tests noticed, of those that compiled and are not equivalent),
 * the share the generated path and screen-path tests noticed alone, and the survivors with their line.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Mutant, Operator } from './machineMutants'

export const MUTANTS_DIR = join('coverage', 'mutants')
export const MACHINE_RESULTS_DIR = join(MUTANTS_DIR, 'machines')
/** Where a partial run (a sample, some operators or tiers: the CI's too) writes, so that it never replaces a complete one in the report. */
export const SAMPLE_RESULTS_DIR = join(MUTANTS_DIR, 'samples')
export const EQUIVALENT_FILE = join('tests', 'mutants', 'equivalent.txt')
export const CI_SAMPLE_FILE = join('tests', 'mutants', 'ci-sample.json')

/**
 * The test tiers, in the order a mutant meets them (the first that fails kills it): the generated
 * path tests (`*.paths.test.ts`), the screen-path tests, the other tests importing the machine or
 * its model, and the other test files that start it (route and component tests).
 */
export const TIERS = ['paths', 'screens', 'unit', 'others'] as const
export type Tier = (typeof TIERS)[number]
/** The tiers that make "the generated path and screen-path tests alone". */
export const PATH_TIERS: readonly Tier[] = ['paths', 'screens']

export type MutantStatus = 'killed' | 'timeout' | 'survived' | 'not compiled' | 'equivalent'

export interface MutantResult {
  id: string
  operator: Operator
  where: string
  description: string
  file: string
  line: number
  before: string
  after: string
  status: MutantStatus
  /** The tier whose tests failed first (killed, timeout). */
  killedBy: Tier | null
  /** The first failing tests, or why it is equivalent, or the syntax error. */
  detail: string[]
  ms: number
}

export interface MachineRun {
  machine: string
  file: string
  /** How the run chose its mutants: a full run has no `max`. */
  run: { seed: number; max: number | null; operators: Operator[]; tiers: Tier[]; generated: number; date: string; ms: number }
  tests: Record<Tier, string[]>
  mutants: MutantResult[]
}

export interface Figures {
  total: number
  killed: number
  timeout: number
  survived: number
  notCompiled: number
  equivalent: number
  /** Noticed by any tier / noticed by the path tiers alone, of the mutants that count. */
  score: number | null
  pathScore: number | null
}

export function figuresOf(results: Pick<MutantResult, 'status' | 'killedBy'>[]): Figures {
  const count = (status: MutantStatus) => results.filter((r) => r.status === status).length
  const killed = count('killed')
  const timeout = count('timeout')
  const survived = count('survived')
  const counted = killed + timeout + survived
  const byPaths = results.filter((r) => (r.status === 'killed' || r.status === 'timeout') && r.killedBy && PATH_TIERS.includes(r.killedBy)).length
  return {
    total: results.length,
    killed,
    timeout,
    survived,
    notCompiled: count('not compiled'),
    equivalent: count('equivalent'),
    score: counted ? (killed + timeout) / counted : null,
    pathScore: counted ? byPaths / counted : null,
  }
}

export const percent = (value: number | null) => (value === null ? '-' : `${(Math.floor(value * 1000) / 10).toFixed(1)} %`)

/** The equivalent mutants: `<mutant id> <why, in one line>` per line; `#` starts a comment. */
export function parseEquivalents(text: string): Map<string, string> {
  const list = new Map<string, string>()
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const space = line.search(/\s/)
    if (space < 0) throw new Error(`${EQUIVALENT_FILE}: "${line}" says no why (one line: the mutant's id, then why it is equivalent)`)
    list.set(line.slice(0, space), line.slice(space).trim())
  }
  return list
}

export function readEquivalents(file = EQUIVALENT_FILE): Map<string, string> {
  return existsSync(file) ? parseEquivalents(readFileSync(file, 'utf8')) : new Map()
}

/** A seeded choice of at most `max` mutants (the same seed and code give the same sample). */
export function sample<T>(items: T[], max: number | null, seed: number): T[] {
  if (max === null || items.length <= max) return items
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const shuffled = [...items]
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
  }
  return shuffled.slice(0, max).sort((a, b) => items.indexOf(a) - items.indexOf(b))
}

export function resultOf(mutant: Mutant, status: MutantStatus, killedBy: Tier | null, detail: string[], ms: number): MutantResult {
  const { id, operator, where, description, file, line, before, after } = mutant
  return { id, operator, where, description, file, line, before, after, status, killedBy, detail, ms }
}

export function writeMachineRun(run: MachineRun, dir = MACHINE_RESULTS_DIR): string {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${run.machine}.json`)
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`)
  return file
}

export function readMachineRuns(dir = MACHINE_RESULTS_DIR): Map<string, MachineRun> {
  const runs = new Map<string, MachineRun>()
  if (!existsSync(dir)) return runs
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const run = JSON.parse(readFileSync(join(dir, name), 'utf8')) as MachineRun
    runs.set(run.machine, run)
  }
  return runs
}

const pad = (text: string, width: number, right: boolean) => (right ? text.padStart(width) : text.padEnd(width))

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => cells.map((cell, i) => pad(cell, widths[i]!, i > 0)).join('  ').trimEnd()
  return [line(header), ...rows.map(line)]
}

const figureCells = (f: Figures) => [String(f.total), String(f.killed + f.timeout), String(f.survived), String(f.notCompiled), String(f.equivalent), percent(f.score), percent(f.pathScore)]

/** The plain tables a run prints: per machine, per operator, then each survivor with its line. */
export function runReport(runs: MachineRun[]): string {
  const header = ['mutants', 'killed', 'survived', 'not compiled', 'equivalent', 'score', 'by path tests']
  const all = runs.flatMap((r) => r.mutants)
  const lines = [
    'Mutation score per machine (killed includes timeouts; "by path tests": the generated path and screen-path tests alone)',
    ...table(['machine', ...header], [...runs.map((r) => [r.machine, ...figureCells(figuresOf(r.mutants))]), ['all', ...figureCells(figuresOf(all))]]),
    '',
    ...table(['operator', ...header], [...new Set(all.map((m) => m.operator))].map((op) => [op, ...figureCells(figuresOf(all.filter((m) => m.operator === op)))])),
  ]
  const survivors = all.filter((m) => m.status === 'survived')
  if (survivors.length) {
    lines.push('', `Survivors (${survivors.length}): write the test that notices each, or add it to ${EQUIVALENT_FILE} with why`)
    for (const s of survivors) lines.push(`  ${s.id}  ${s.file}:${s.line}  ${s.description}`, `      - ${s.before}`, `      + ${s.after || '(line removed)'}`)
  }
  return lines.join('\n')
}
