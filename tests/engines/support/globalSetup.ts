import { spawnSync } from 'node:child_process'
import { previewEnv } from '../../e2e/support/previewServer'

/** Builds once for both engines, unless E2E_SKIP_BUILD=1 reuses a current dist/ (as the browser tests). */
export function setup() {
  if (process.env.E2E_SKIP_BUILD === '1') return
  const build = spawnSync('node_modules/.bin/vite', ['build'], { stdio: 'inherit', env: previewEnv() })
  if (build.status !== 0) throw new Error('vite build failed')
}
