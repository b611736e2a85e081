// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { domainFiles } from '../support/mutants/domainReport'
import { OPERATORS } from '../support/mutants/machineMutants'
import { EQUIVALENT_FILE, figuresOf, parseEquivalents, percent, runReport, sample, type MutantResult } from '../support/mutants/results'

const result = (over: Partial<MutantResult>): MutantResult => ({
  id: 'demoMachine:target:a->b',
  operator: 'target',
  where: 'a',
  description: 'target a → b',
  file: 'src/machines/demo/demoMachine.ts',
  line: 12,
  before: "on: { GO: 'a' }",
  after: "on: { GO: 'b' }",
  status: 'killed',
  killedBy: 'paths',
  detail: [],
  ms: 1,
  ...over,
})

describe('mutation figures', () => {
  it('score: killed and timed out of those that compiled and are not equivalent; the path tests\' share apart', () => {
    const f = figuresOf([
      result({}),
      result({ killedBy: 'unit' }),
      result({ status: 'timeout', killedBy: 'screens' }),
      result({ status: 'survived', killedBy: null }),
      result({ status: 'not compiled', killedBy: null }),
      result({ status: 'equivalent', killedBy: null }),
    ])
    expect(f).toMatchObject({ total: 6, killed: 2, timeout: 1, survived: 1, notCompiled: 1, equivalent: 1, score: 0.75, pathScore: 0.5 })
    expect(percent(f.score)).toBe('75.0 %')
    expect(percent(2 / 3)).toBe('66.6 %')
    expect(figuresOf([]).score).toBeNull()
  })

  it('lists each survivor with its line before and after', () => {
    const text = runReport([{ machine: 'demoMachine', file: 'x', run: { seed: 1, max: null, operators: [], tiers: [], generated: 1, date: '', ms: 0 }, tests: { paths: [], screens: [], unit: [], others: [] }, mutants: [result({ status: 'survived', killedBy: null })] }])
    expect(text).toContain("demoMachine:target:a->b  src/machines/demo/demoMachine.ts:12  target a → b\n      - on: { GO: 'a' }\n      + on: { GO: 'b' }")
  })

  it('a seeded sample is the same for the same seed, and keeps the mutants in their order', () => {
    const items = Array.from({ length: 50 }, (_, i) => i)
    expect(sample(items, 5, 24)).toEqual(sample(items, 5, 24))
    expect(sample(items, 5, 24)).not.toEqual(sample(items, 5, 25))
    expect(sample(items, 5, 24)).toEqual([...sample(items, 5, 24)].sort((a, b) => a - b))
    expect(sample(items, null, 24)).toBe(items)
  })
})

describe('the equivalent mutants list', () => {
  it('wants one line of why for each mutant', () => {
    expect(parseEquivalents('# a comment\n\nbillingFormMachine:transition:editing.on.BLUR  a reason\n')).toEqual(new Map([['billingFormMachine:transition:editing.on.BLUR', 'a reason']]))
    expect(() => parseEquivalents('billingFormMachine:transition:editing.on.BLUR')).toThrow(/no why/)
  })

  it(`${EQUIVALENT_FILE} names mutants by machine, operator and place, each with its why`, () => {
    const list = parseEquivalents(readFileSync(EQUIVALENT_FILE, 'utf8'))
    for (const [id, why] of list) {
      expect(id).toMatch(new RegExp(`^\\w+Machine:(${OPERATORS.join('|')}):\\S+$`))
      expect(why.length, id).toBeGreaterThan(20)
    }
  })
})

describe("StrykerJS's report", () => {
  it('scores each file (survived and not covered count against it) and shows the changed line', () => {
    const [file] = domainFiles({
      files: {
        'src/domain/money.ts': {
          source: 'export const euro = (n: number) => n * 100\n',
          mutants: [
            { id: '1', mutatorName: 'ArithmeticOperator', replacement: 'n / 100', status: 'Survived', location: { start: { line: 1, column: 36 }, end: { line: 1, column: 43 } } },
            { id: '2', mutatorName: 'ArrowFunction', replacement: '() => undefined', status: 'Killed', location: { start: { line: 1, column: 20 }, end: { line: 1, column: 43 } } },
            { id: '3', mutatorName: 'StringLiteral', status: 'NoCoverage', location: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } } },
          ],
        },
      },
    })
    expect(file).toMatchObject({ file: 'src/domain/money.ts', killed: 1, survived: 2, score: 1 / 3 })
    expect(file!.survivors[0]).toMatchObject({ line: 1, mutator: 'ArithmeticOperator', before: 'export const euro = (n: number) => n * 100', after: 'export const euro = (n: number) => n / 100' })
  })
})
