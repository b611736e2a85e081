// Every browser test runs under the Content-Security-Policy of `vite preview`: none may end with a violation it did not expect.
import { afterAll, afterEach, expect } from 'vitest'
import { cspWatchTotals, describeCspViolation, takeCspViolations } from './cspViolations'

afterEach(() => {
  expect(takeCspViolations().map(describeCspViolation), 'Content-Security-Policy violations').toEqual([])
})

afterAll(() => {
  const { documents, violations, expected } = cspWatchTotals
  console.log(`CSP watch: ${documents} documents watched, ${violations - expected} unexpected violations, ${expected} provoked on purpose`)
})
