import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['tests/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup/vitest.setup.ts'],
      restoreMocks: true,
      // Generous: route tests type through userEvent and load route chunks; a busy 2-core machine needs the room.
      testTimeout: 30000,
      // Under CI a JSON copy of the results feeds the plain closing line of .ci/run (scripts/ci-summary.mjs).
      reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/unit.json' }]] : ['default'],
    },
  }),
)
