// The domain rules' own tests, for StrykerJS (npm run qa:mutants:domain): pure functions, no DOM, no app plugins.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/domain/**/*.test.ts'],
    environment: 'node',
  },
})
