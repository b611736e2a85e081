import { defineConfig } from 'vitest/config'

/** The first-load budget test: reads the production build's manifest (`npm run build` first), sizes only, no browser. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/budget/**/*.budget.ts'],
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/budget.json' }]] : ['default'],
  },
})
