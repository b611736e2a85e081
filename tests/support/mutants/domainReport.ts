/**
 * What StrykerJS found in the domain's money and search rules (coverage/mutants/domain.json, the
 * mutation-testing-report schema that `npm run qa:mutants:domain` writes): per file its score and
 * the survivors with their line, for the QA report.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MUTANTS_DIR } from './results'

export const DOMAIN_REPORT = join(MUTANTS_DIR, 'domain.json')

interface StrykerMutant {
  id: string
  mutatorName: string
  replacement?: string
  status: string
  location: { start: { line: number; column: number }; end: { line: number; column: number } }
}

interface StrykerReport {
  files: Record<string, { source: string; mutants: StrykerMutant[] }>
}

export interface DomainSurvivor {
  file: string
  line: number
  mutator: string
  before: string
  after: string
  status: string
}

export interface DomainFile {
  file: string
  killed: number
  survived: number
  /** Killed (and timed out) of those that count: survived and not covered count against it, compile errors do not. */
  score: number | null
  survivors: DomainSurvivor[]
}

const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

/** The mutant's line with the replacement put in (the changed line, as the runner's survivors show it). */
function changedLine(source: string, mutant: StrykerMutant): { before: string; after: string } {
  const lines = source.split('\n')
  const { start, end } = mutant.location
  const before = lines[start.line - 1] ?? ''
  const last = lines[end.line - 1] ?? ''
  const after = `${before.slice(0, start.column - 1)}${mutant.replacement ?? ''}${last.slice(end.column - 1)}`
  return { before: before.trim(), after: after.split('\n')[0]!.trim() }
}

export function domainFiles(report: StrykerReport): DomainFile[] {
  return Object.entries(report.files)
    .map(([file, { source, mutants }]) => {
      const killed = mutants.filter((m) => DETECTED.has(m.status)).length
      const survived = mutants.filter((m) => UNDETECTED.has(m.status)).length
      const survivors = mutants
        .filter((m) => UNDETECTED.has(m.status))
        .map((m) => ({ file, line: m.location.start.line, mutator: m.mutatorName, status: m.status, ...changedLine(source, m) }))
        .sort((a, b) => a.line - b.line)
      return { file, killed, survived, score: killed + survived ? killed / (killed + survived) : null, survivors }
    })
    .sort((a, b) => a.file.localeCompare(b.file))
}

export function readDomainReport(file = DOMAIN_REPORT): DomainFile[] | null {
  return existsSync(file) ? domainFiles(JSON.parse(readFileSync(file, 'utf8')) as StrykerReport) : null
}
