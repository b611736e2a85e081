// `npm run test:e2e`: the browser tests with their own vitest config, whose global setup builds the
// app and serves it with `vite preview` (sandbox mounted). Extra arguments go to vitest (e.g. a file).
import { spawnSync } from 'node:child_process'

const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
