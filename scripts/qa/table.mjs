// After the unit tests: the path coverage of every machine of src/machines as a plain table.
// Fails when a machine has no path model, no report from the test run, or a state or transition left uncovered.
import { withTsModules } from './loadTs.mjs'

await withTsModules(async (load) => {
  const { machineCatalog } = await load('/tests/support/paths/catalog.ts')
  const { coverageTable, machineStatus, readReport } = await load('/tests/support/paths/reports.ts')
  const { readScreenReport } = await load('/tests/support/paths/screenReport.ts')
  const runs = (await load('/tests/support/mutants/results.ts')).readMachineRuns()
  const statuses = machineCatalog().map((entry) => machineStatus(entry, readReport(entry.name), readScreenReport(entry.name), runs.get(entry.name) ?? null))
  console.log(coverageTable(statuses))
  const problems = statuses.filter((status) => status.problem)
  for (const { entry, problem } of problems) console.error(`${entry.name} (${entry.file}): ${problem}`)
  if (problems.length > 0) process.exitCode = 1
})
