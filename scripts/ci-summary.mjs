// The plain closing line of .ci/run ("N passed, N failed"), summed over the JSON results vitest writes under CI.
import { existsSync, readFileSync } from 'node:fs'

const files = ['test-results/unit.json', 'test-results/e2e.json', 'test-results/budget.json', 'test-results/engines.json']
let passed = 0
let failed = 0
for (const file of files) {
  if (!existsSync(file)) {
    console.error(`missing ${file}: a test run did not report`)
    process.exit(1)
  }
  const results = JSON.parse(readFileSync(file, 'utf8'))
  passed += results.numPassedTests
  failed += results.numFailedTests
}
if (passed === 0) {
  console.error('no test ran')
  process.exit(1)
}
// Bare, alone on the last line: the form CI's reader counts in any language (the 'Tests:' prefix went unread twice).
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
