// npm run qa:mutants [-- <machine>... --max N --seed N --operator op,op --tiers t,t --workers N --list --ci]
// Plants one machine-aware defect at a time in src/machines/**/*Machine.ts (tests/support/mutants/machineMutants.ts)
// and runs the tests that can see it, in one vitest process kept alive across mutants: the mutated module is
// served from memory by a Vite plugin (tests/mutants/vitest.mutants.config.ts; the file on disk is never touched)
// and invalidated between mutants.
// Tiers, cheapest first, the first failure kills: the machine's generated path tests, its screen-path tests,
// its other tests, then the route and component tests that started it in the last test run.
// Writes coverage/mutants/machines/<machine>.json (npm run qa:report shows them) and prints the tables; a partial run
// (--max, --operator, --tiers, --ci) writes coverage/mutants/samples/ instead, so that it never replaces a complete run.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { withTsModules } from './loadTs.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    machine: { type: 'string', multiple: true },
    max: { type: 'string' },
    seed: { type: 'string' },
    operator: { type: 'string' },
    tiers: { type: 'string' },
    workers: { type: 'string' },
    list: { type: 'boolean' },
    ci: { type: 'boolean' },
  },
})

const root = resolve(import.meta.dirname, '../..')
process.env.PAYGRID_MUTANT_RUN = '1'

await withTsModules(async (load) => {
  const { machineCatalog } = await load('/tests/support/paths/catalog.ts')
  const { findMachine } = await load('/tests/support/paths/listing.ts')
  const { testImporters } = await load('/tests/support/paths/testFiles.ts')
  const { readMachinesSeen } = await load('/tests/support/mutants/machinesSeen.ts')
  const { machineMutants, applyMutant, syntaxErrors, OPERATORS } = await load('/tests/support/mutants/machineMutants.ts')
  const results = await load('/tests/support/mutants/results.ts')
  const { TIERS, sample, readEquivalents, resultOf, writeMachineRun, runReport, figuresOf, percent, CI_SAMPLE_FILE, MACHINE_RESULTS_DIR, SAMPLE_RESULTS_DIR } = results

  const ci = values.ci ? JSON.parse(readFileSync(resolve(root, CI_SAMPLE_FILE), 'utf8')) : null
  const catalog = machineCatalog()
  const wanted = [...(values.machine ?? []).flatMap((m) => m.split(',')), ...positionals]
  const unknown = wanted.filter((name) => !findMachine(catalog, name))
  if (unknown.length) throw new Error(`no machine named ${unknown.join(', ')}; the machines are: ${catalog.map((e) => e.name).join(', ')}`)
  const entries = wanted.length ? wanted.map((name) => findMachine(catalog, name)) : catalog
  const seed = Number(values.seed ?? ci?.seed ?? 24)
  const max = values.max ? Number(values.max) : (ci?.max ?? null)
  const operators = values.operator ? values.operator.split(',') : [...OPERATORS]
  const tiers = values.tiers ? values.tiers.split(',') : (ci?.tiers ?? [...TIERS])
  for (const op of operators) if (!OPERATORS.includes(op)) throw new Error(`no operator ${op}; the operators are: ${OPERATORS.join(', ')}`)
  for (const tier of tiers) if (!TIERS.includes(tier)) throw new Error(`no tier ${tier}; the tiers are: ${TIERS.join(', ')}`)
  const equivalents = readEquivalents(resolve(root, 'tests/mutants/equivalent.txt'))
  const complete = max === null && operators.length === OPERATORS.length && tiers.length === TIERS.length
  const resultsDir = resolve(root, complete ? MACHINE_RESULTS_DIR : SAMPLE_RESULTS_DIR)

  // The mutants of each machine, the equivalent ones set aside, then the seeded sample.
  const plans = entries.map((entry) => {
    const source = readFileSync(resolve(root, entry.file), 'utf8')
    const all = machineMutants(entry.file, source).filter((m) => m.machine === entry.name)
    const chosen = sample(all.filter((m) => operators.includes(m.operator) && !equivalents.has(m.id)), max, seed)
    const equivalent = max === null ? all.filter((m) => operators.includes(m.operator) && equivalents.has(m.id)) : []
    return { entry, source, all, chosen, equivalent }
  })
  const known = new Set(plans.flatMap((p) => p.all.map((m) => m.id)))
  const stale = [...equivalents.keys()].filter((id) => plans.some((p) => id.startsWith(`${p.entry.name}:`)) && !known.has(id))
  for (const id of stale) console.warn(`tests/mutants/equivalent.txt names ${id}, which the machine no longer has: remove or rename it`)

  if (values.list) {
    for (const { entry, chosen } of plans) {
      console.log(`${entry.name} (${entry.file}): ${chosen.length} mutants`)
      for (const m of chosen) console.log(`  ${m.id}  line ${m.line}: ${m.description}`)
    }
    return
  }

  // Which tests can see each machine.
  const importers = testImporters(catalog, root)
  const seen = readMachinesSeen(resolve(root, 'coverage/mutants/seen'))
  if (seen.size === 0) console.warn('No record of which test files start which machines (coverage/mutants/seen/): run `npm test` (or `npx vitest run`) once, or the route tests are left out.')
  const testsOf = (entry) => {
    const { direct, viaModel } = importers.get(entry.file) ?? { direct: [], viaModel: [] }
    const paths = viaModel.filter((f) => f.endsWith('.paths.test.ts'))
    const screens = viaModel.filter((f) => f.startsWith('tests/screens/'))
    const taken = new Set([...paths, ...screens])
    const unit = [...new Set([...direct, ...viaModel])].filter((f) => !taken.has(f)).sort()
    for (const f of unit) taken.add(f)
    const others = [...seen].filter(([file, ids]) => ids.includes(entry.machine.id) && !taken.has(file) && existsSync(resolve(root, file))).map(([file]) => file).sort()
    return { paths, screens, unit, others }
  }

  const { createVitest } = await import('vitest/node')
  // Read by the mutant plugin of the test configuration.
  const current = { file: null, code: null }
  globalThis.__paygridMutant = current
  const workers = Number(values.workers ?? 1)
  // A mutant can make a machine's state space endless (a counter no guard stops): its worker is capped, then stopped.
  const startVitest = () =>
    createVitest(
      'test',
      {
        config: resolve(root, 'tests/mutants/vitest.mutants.config.ts'),
        watch: false,
        reporters: [{}],
        maxWorkers: workers,
        bail: 1,
        passWithNoTests: true,
        coverage: { enabled: false },
        execArgv: ['--max-old-space-size=1536'],
      },
      { logLevel: 'error' },
    )
  let vitest = await startVitest()
  const sleep = (ms) => new Promise((done) => setTimeout(() => done('slept'), ms))
  /** Kills this process's own vitest workers (a mutant stuck in a loop never yields to a cancel). */
  const killWorkers = () => {
    const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    for (const line of children.split('\n')) {
      const [pid, ...args] = line.trim().split(/\s+/)
      if (pid && args.join(' ').includes('vitest/dist/workers')) process.kill(Number(pid), 'SIGKILL')
    }
  }

  // Each file in the project that would run it (vitest.config.ts: node or dom by folder, or the file's own docblock).
  const specsOf = (files) =>
    files.map((f) => {
      const file = resolve(root, f)
      const project = vitest.projects.find((p) => p.matchesTestGlob(file, () => readFileSync(file, 'utf8')))
      if (!project) throw new Error(`no vitest project runs ${f}`)
      return project.createSpecification(file)
    })
  /** Runs test files; resolves to the failing tests' names ([] when all pass) and each file's time, or 'timeout'. */
  async function run(files, limitMs) {
    let timer
    const wanted = new Set(files.map((f) => resolve(root, f)))
    const times = new Map()
    const outcome = vitest.runTestSpecifications(specsOf(files)).then(
      (result) => {
        const failing = []
        for (const module of result.testModules.filter((m) => wanted.has(m.moduleId))) {
          const file = module.moduleId.slice(root.length + 1)
          const d = module.diagnostic()
          times.set(file, d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration)
          for (const error of module.errors()) failing.push(`${file}: ${String(error.message).split('\n')[0]}`)
          for (const test of module.children.allTests()) if (test.result().state === 'failed') failing.push(`${file} > ${test.fullName}`)
          if (module.state() === 'failed' && failing.length === 0) failing.push(file)
        }
        for (const error of result.unhandledErrors ?? []) failing.push(`unhandled: ${String(error?.message ?? error).split('\n')[0]}`)
        return failing
      },
      (error) => [`vitest: ${String(error?.message ?? error).split('\n')[0]}`],
    )
    const timeout = new Promise((done) => (timer = setTimeout(() => done('timeout'), limitMs)))
    const first = await Promise.race([outcome, timeout])
    clearTimeout(timer)
    if (first !== 'timeout') return { failing: first, times }
    // A mutant that loops: stop its workers, and start a fresh vitest.
    killWorkers()
    await Promise.race([outcome, sleep(10_000)])
    await Promise.race([vitest.close().catch(() => {}), sleep(10_000)])
    vitest = await startVitest()
    return { failing: 'timeout', times }
  }

  // The unmutated machines first, in one run: every chosen test must pass, and its time sets each mutant's limit.
  const testsByMachine = new Map(plans.map(({ entry }) => [entry.name, testsOf(entry)]))
  const allFiles = [...new Set([...testsByMachine.values()].flatMap((tests) => tiers.flatMap((tier) => tests[tier])))]
  const d0 = Date.now()
  const dry = await run(allFiles, 60 * 60_000)
  if (dry.failing === 'timeout' || dry.failing.length) throw new Error(`the tests fail without any mutant:\n  ${[].concat(dry.failing).join('\n  ')}`)
  console.log(`${allFiles.length} test files pass without mutants (${((Date.now() - d0) / 1000).toFixed(0)} s)`)
  const limitOf = (files) => Math.max(15_000, 3 * files.reduce((ms, f) => ms + (dry.times.get(f) ?? 0), 0) + 10_000)

  const started = Date.now()
  const finished = []
  for (const plan of plans) {
    const { entry, source, chosen, equivalent, all } = plan
    const t0 = Date.now()
    const tests = testsByMachine.get(entry.name)
    const chosenTiers = tiers.filter((tier) => tests[tier].length > 0)
    const file = resolve(root, entry.file)
    console.log(`${entry.name}: ${chosen.length} mutants of ${all.length}; tests ${chosenTiers.map((t) => `${t} ${tests[t].length}`).join(', ') || 'none'}`)
    const mutants = equivalent.map((m) => resultOf(m, 'equivalent', null, [equivalents.get(m.id)], 0))
    for (const mutant of chosen) {
      const m0 = Date.now()
      const code = applyMutant(source, mutant)
      const errors = syntaxErrors(entry.file, code)
      if (errors.length) {
        mutants.push(resultOf(mutant, 'not compiled', null, errors.slice(0, 2), Date.now() - m0))
        continue
      }
      current.file = file
      current.code = code
      vitest.invalidateFile(file)
      let status = 'survived'
      let killedBy = null
      let detail = []
      try {
        for (const tier of chosenTiers) {
          const { failing } = await run(tests[tier], limitOf(tests[tier]))
          if (failing === 'timeout' || failing.length) {
            status = failing === 'timeout' ? 'timeout' : 'killed'
            killedBy = tier
            detail = failing === 'timeout' ? [`${tier} tests did not finish`] : failing.slice(0, 3)
            break
          }
        }
      } finally {
        current.file = null
        current.code = null
        vitest.invalidateFile(file)
      }
      mutants.push(resultOf(mutant, status, killedBy, detail, Date.now() - m0))
      process.stdout.write(status === 'survived' ? `  survived ${mutant.id} (line ${mutant.line})\n` : '')
    }
    const machineRun = {
      machine: entry.name,
      file: entry.file,
      run: { seed, max, operators, tiers, generated: all.length, date: new Date().toISOString(), ms: Date.now() - t0 },
      tests,
      mutants,
    }
    const f = figuresOf(mutants)
    console.log(`  ${entry.name}: score ${percent(f.score)}, by path tests ${percent(f.pathScore)} (${((Date.now() - t0) / 1000).toFixed(0)} s)`)
    writeMachineRun(machineRun, resultsDir)
    finished.push(machineRun)
  }
  await vitest.close()
  // Killed mutants are failed test runs: vitest's exit code says nothing about this command.
  process.exitCode = 0
  console.log(`\n${runReport(finished)}\n\n${finished.reduce((n, r) => n + r.mutants.length, 0)} mutants in ${((Date.now() - started) / 1000).toFixed(0)} s`)

  if (ci) {
    const all = figuresOf(finished.flatMap((r) => r.mutants))
    const low = finished.filter((r) => (figuresOf(r.mutants).score ?? 1) < ci.machineFloor)
    if ((all.score ?? 0) < ci.floor || low.length) {
      console.error(`Mutation sample below its floor (${CI_SAMPLE_FILE}): score ${percent(all.score)} (floor ${percent(ci.floor)})${low.length ? `; machines under ${percent(ci.machineFloor)}: ${low.map((r) => r.machine).join(', ')}` : ''}`)
      process.exitCode = 1
    } else console.log(`Mutation sample: ${percent(all.score)}, floor ${percent(ci.floor)}`)
  }
})
