import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { longestFirst } from './tests/support/longestFirst.ts'

/**
 * Folders whose tests need no DOM (rules, machines, the client, the sandbox, tooling): they run in plain Node,
 * without a jsdom to start for every file. A file there that does need a DOM says so on its first line,
 * `// @vitest-environment jsdom`. Every other folder (components, routes, screens...) runs in jsdom.
 */
const NODE_FOLDERS = 'tests/{domain,machines,api,sandbox,lint,security,bench}/**'

/**
 * The files that take longest (measured 2026-12-01 with --reporter=json: the checkout's screen paths, 96 tests, are
 * by far the longest; then the route tests of the lists and the onboarding) start first, so the workers end together.
 */
const LONGEST = [
  'tests/screens/checkout.screens.test.tsx',
  'tests/routes/paymentLinks.test.tsx',
  'tests/routes/transactions.test.tsx',
  'tests/routes/onboarding.test.tsx',
  'tests/routes/walletsAdmin.test.tsx',
  'tests/routes/integrationReview.test.tsx',
  'tests/routes/overviewLocales.test.tsx',
  'tests/routes/auth.test.tsx',
]

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      setupFiles: ['tests/setup/vitest.setup.ts'],
      restoreMocks: true,
      // Generous: route tests type through userEvent and load route chunks; a busy 2-core machine needs the room.
      testTimeout: 30000,
      // One worker per core. Vitest's default leaves one core to its main process, which is mostly idle once the
      // modules are transformed: on a 2-core machine every file then ran in a single worker, one after the other.
      maxWorkers: availableParallelism(),
      sequence: { sequencer: longestFirst(LONGEST) },
      // Under CI a JSON copy of the results feeds the plain closing line of .ci/run (scripts/ci-summary.mjs).
      reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/unit.json' }]] : ['default'],
      projects: [
        // Plain modules without a DOM share a worker's loaded modules from file to file (no mocks there; every file
        // passes either way): measured 2026-12-01, the node project took 504 s and 103 CPU-s isolated, 233 s and
        // 54 CPU-s not. The mutants' runs isolate again (tests/mutants/vitest.mutants.config.ts).
        { extends: true, test: { name: 'node', environment: 'node', isolate: false, include: [`${NODE_FOLDERS}/*.test.{ts,tsx}`] } },
        { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['tests/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, NODE_FOLDERS] } },
      ],
    },
  }),
)
