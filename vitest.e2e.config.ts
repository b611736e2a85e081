import { defineConfig } from 'vitest/config'

/** Browser tests: real Chromium (playwright-core) against `vite preview` with the sandbox, one file at a time. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    setupFiles: ['tests/e2e/support/cspWatch.setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/e2e.json' }]] : ['default'],
  },
})
