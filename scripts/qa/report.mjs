// npm run qa:report: writes coverage/paths/index.html (statecharts, covered transitions, paths, figures, test files,
// and the last mutation runs: each machine's score and survivors, the domain rules' from StrykerJS).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { withTsModules } from './loadTs.mjs'

await withTsModules(async (load) => {
  const { machineCatalog } = await load('/tests/support/paths/catalog.ts')
  const { machineStatus, readReport } = await load('/tests/support/paths/reports.ts')
  const { testImporters } = await load('/tests/support/paths/testFiles.ts')
  const { reportPage } = await load('/tests/support/paths/reportPage.ts')
  const { PATH_REPORT_DIR } = await load('/tests/support/paths/coverage.ts')
  const catalog = machineCatalog()
  const { readScreenReport } = await load('/tests/support/paths/screenReport.ts')
  const runs = (await load('/tests/support/mutants/results.ts')).readMachineRuns()
  const statuses = catalog.map((entry) => machineStatus(entry, readReport(entry.name), readScreenReport(entry.name), runs.get(entry.name) ?? null))
  const { readDomainReport } = await load('/tests/support/mutants/domainReport.ts')
  const html = await reportPage(statuses, testImporters(catalog), new Date(), { domain: readDomainReport() })
  mkdirSync(PATH_REPORT_DIR, { recursive: true })
  const file = join(PATH_REPORT_DIR, 'index.html')
  writeFileSync(file, html)
  console.log(`wrote ${file}: open file://${resolve(file)}`)
  for (const { entry, problem } of statuses.filter((s) => s.problem)) console.log(`  ${entry.name}: ${problem}`)
})
