import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { longestFirst } from './tests/support/longestFirst.ts'

/** The longest files (about 120, 65, 60 and 55 s on the 2-core CI machine) first, so the two lanes end together. */
const LONGEST = ['everyScreen', 'paymentOutcome', 'checkout', 'statusPolling', 'auth', 'integrations'].map((name) => `tests/e2e/${name}.e2e.ts`)

/**
 * Browser tests: real Chromium (playwright-core) against `vite preview` with the sandbox. One file at a time per
 * worker, one worker per core: each worker has its own preview server (its own sandbox) and its own Chromium,
 * started once by the global setup for all the files it runs.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    setupFiles: ['tests/e2e/support/cspWatch.setup.ts'],
    maxWorkers: availableParallelism(),
    sequence: { sequencer: longestFirst(LONGEST) },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/e2e.json' }]] : ['default'],
  },
})
