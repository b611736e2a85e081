import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import LongestFirst from './tests/e2e/support/longestFirst'

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
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/e2e.json' }]] : ['default'],
  },
})
