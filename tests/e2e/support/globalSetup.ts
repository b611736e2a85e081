import { spawnSync } from 'node:child_process'
import type { TestProject } from 'vitest/node'
import { previewEnv, startPreview, type PreviewServer } from './previewServer'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

let server: PreviewServer | undefined

export async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('node_modules/.bin/vite', ['build'], { stdio: 'inherit', env: previewEnv() })
    if (build.status !== 0) throw new Error('vite build failed')
  }
  server = await startPreview(Number(process.env.E2E_PORT ?? 4173))
  project.provide('baseUrl', server.url)
}

export async function teardown() {
  await server?.stop()
}
