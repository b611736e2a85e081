// The domain rules' own tests, for StrykerJS (npm run qa:mutants:domain): pure functions, no DOM, no app plugins.
// Stryker's runner runs them in worker threads, where a test cannot play another time zone (only a process's
// main thread reads process.env.TZ): the calculator's date-range tests, which do, stay out (npm test runs them),
// and so do the date lines of calculation.ts (stryker.config.mjs mutates its money lines only).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/domain/**/*.test.ts'],
    environment: 'node',
    testNamePattern: /^(?!localInputToIso:|calculatorRange )/,
  },
})
