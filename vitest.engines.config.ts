import { defineConfig } from 'vitest/config'

/**
 * The engines customers use besides Chromium (issue 36 §2): the flows of tests/engines/flows.ts in Firefox ESR
 * (WebDriver BiDi) and WebKitGTK (WebDriver, MiniBrowser under Xvfb), one file per engine, both at once.
 * `npm run test:engines` installs what they need first (tests/engines/install.mjs).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/engines/*.engines.ts'],
    globalSetup: ['tests/engines/support/globalSetup.ts'],
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/engines.json' }]] : ['default'],
  },
})
