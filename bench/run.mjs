// npm run bench [-- --no-build] [--baseline <git-ref>] [--floor] [--runs N] [--no-lighthouse]
// A page of bench/pages.json with `signedInAs` (the merchant's overview) is opened with that account's session stored,
// as the login leaves it (Lighthouse on a new Chrome profile holding that session); it has no budget.
// Builds, serves each build with `vite preview` (sandbox mounted), records in Chromium every script each page
// fetches until the network is idle, runs Lighthouse (mobile, simulated throttling) N times per page and build,
// interleaved so machine load hits every build alike, and prints the medians; writes coverage/bench.json.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { baselineBuild, buildApp, currentBuild, floorBuild, hasBuild, outDir } from './builds.mjs'
import { measureClosure } from './closure.mjs'
import { LIGHTHOUSE, medianRun, runLighthouse } from './lighthouse.mjs'
import { launchChromium, recordPage, signedInProfile } from './record.mjs'
import { closureTable, compareClosure, measurementsTable } from './report.mjs'
import { startVitePreview } from '../scripts/vitePreview.mjs'
import { freePort } from './serve.mjs'

// The ports this benchmark may serve on (one per build).
const PORTS = [4212, 4213, 4214, 4215, 4216, 4217, 4218, 4219]

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    floor: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive integer')

const repo = fileURLToPath(new URL('..', import.meta.url))
const cleanups = []
const cleanUp = async () => {
  while (cleanups.length > 0) await cleanups.pop()()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().finally(() => process.exit(130)))

try {
  const builds = [currentBuild(repo)]
  if (options.baseline) {
    const baseline = baselineBuild(repo, options.baseline)
    cleanups.push(baseline.remove)
    builds.push(baseline)
  }
  if (options.floor) builds.push(floorBuild(repo))

  for (const build of builds) {
    if (!options['no-build'] || build.name === 'baseline') buildApp(build)
    else if (!hasBuild(build)) throw new Error(`--no-build: ${outDir(build)} holds no build with a manifest; build first`)
  }

  const taken = new Set()
  for (const build of builds) {
    const port = await freePort(PORTS, taken)
    taken.add(port)
    build.server = await startVitePreview({ vite: build.vite, cwd: build.dir, port })
    cleanups.push(build.server.stop)
  }

  // One row per page per build, the app's pages first, each page's builds side by side.
  const rows = builds
    .flatMap((build, buildIndex) => build.pages.map((page, pageIndex) => ({ build, buildIndex, pageIndex, path: page.path, page: build.name === 'floor' ? `floor ${page.path}` : page.path, definition: page })))
    .sort((a, b) => Number(a.build.name === 'floor') - Number(b.build.name === 'floor') || a.pageIndex - b.pageIndex || a.buildIndex - b.buildIndex)

  for (const row of rows) {
    try {
      // A signed-in page has no budget: it is measured in Chromium only.
      row.closure = row.definition.signedInAs ? { skipped: 'signed in: no budget' } : measureClosure(row.build.dir, outDir(row.build), row.definition)
    } catch (error) {
      row.closure = { error: error.message }
    }
  }

  const browser = await launchChromium()
  try {
    for (const row of rows) {
      console.log(`bench: Chromium ${row.build.name} ${row.page}`)
      row.browser = await recordPage(browser, row.build.server.url + row.path, { signedInAs: row.definition.signedInAs })
      row.comparison = compareClosure(row.browser, row.closure)
    }
  } finally {
    await browser.close()
  }

  if (!options['no-lighthouse']) {
    const reports = join(repo, 'coverage/bench/lighthouse')
    mkdirSync(reports, { recursive: true })
    for (const row of rows) row.lighthouseRuns = []
    for (let run = 1; run <= runs; run++) {
      for (const row of rows) {
        console.log(`bench: ${LIGHTHOUSE} run ${run}/${runs} ${row.build.name} ${row.page}`)
        // A signed-in page: a new profile holding the session, for each run (an empty cache every time).
        const profile = row.definition.signedInAs ? await signedInProfile(row.build.server.url, row.definition.signedInAs) : undefined
        const result = runLighthouse(row.build.server.url + row.path, join(reports, `${row.build.name}-${row.page.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`), { profile })
        if (profile) rmSync(profile, { recursive: true, force: true })
        if (result.error) console.warn(`bench: Lighthouse failed: ${result.error}`)
        row.lighthouseRuns.push(result)
      }
    }
    for (const row of rows) row.lighthouse = { runs: row.lighthouseRuns, median: medianRun(row.lighthouseRuns) }
  }

  const table = rows.map((row) => ({ ...row, build: row.build.label }))
  console.log(`\n${measurementsTable(table)}\n`)
  console.log(`What the budget test counts (bench/closure.mjs, from the manifest) against what Chromium fetched:\n\n${closureTable(table)}\n`)
  if (!options['no-lighthouse']) {
    const speeds = rows.flatMap((row) => row.lighthouse.runs.map((run) => run.benchmarkIndex)).filter((speed) => typeof speed === 'number')
    const [slowest, fastest] = [Math.min(...speeds), Math.max(...speeds)]
    // Past a third apart the CPU the runs got varied enough to move TBT by hundreds of ms.
    const busy = fastest > slowest * 1.33 ? ' (the machine was busy: trust the file sizes, and timings only between rows of this run)' : ''
    const spread = speeds.length > 0 ? `; its CPU benchmarkIndex ranged ${slowest}-${fastest} over the runs${busy}` : ''
    console.log(`Lighthouse: ${LIGHTHOUSE}, mobile, simulated throttling, median of ${runs} run(s) per metric${spread}; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`)
  }

  mkdirSync(join(repo, 'coverage'), { recursive: true })
  const result = {
    date: new Date().toISOString(),
    lighthouse: options['no-lighthouse'] ? null : { version: LIGHTHOUSE, runs },
    loadAverage: loadavg(),
    builds: builds.map((build) => build.label),
    pages: rows.map(({ page, build, definition, browser, closure, comparison, lighthouse }) => ({ page, build: build.label, definition, browser, closure, comparison, lighthouse: lighthouse ?? null })),
  }
  writeFileSync(join(repo, 'coverage/bench.json'), JSON.stringify(result, null, 2))
  console.log('bench: wrote coverage/bench.json')
} finally {
  await cleanUp()
}
