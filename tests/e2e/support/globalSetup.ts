import { spawnSync } from 'node:child_process'
import { chromium, type BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { freePort, previewEnv, startPreview, type PreviewServer } from './previewServer'

/** What the test files of one worker share: a `vite preview` of the build (its own sandbox) and a Chromium. */
export interface Lane {
  baseUrl: string
  browserEndpoint: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    lanes: Lane[]
  }
}

const servers: PreviewServer[] = []
const browsers: BrowserServer[] = []

/**
 * Builds once, then starts one lane per worker: the files a worker runs one after the other share its preview
 * server and its browser, and the sandbox of each lane is its own, so two files running at once never see each
 * other's data (every test still resets its lane's sandbox first).
 */
export async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('node_modules/.bin/vite', ['build'], { stdio: 'inherit', env: previewEnv() })
    if (build.status !== 0) throw new Error('vite build failed')
  }
  const ports = [Number(process.env.E2E_PORT ?? 4173)]
  while (ports.length < project.config.maxWorkers) ports.push(await freePort())
  const started = await Promise.allSettled([
    ...ports.map(async (port) => servers.push(await startPreview(port))),
    ...ports.map(async () => browsers.push(await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }))),
  ])
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await teardown()
    throw failed.reason
  }
  project.provide(
    'lanes',
    servers.map((server, i) => ({ baseUrl: server.url, browserEndpoint: browsers[i]!.wsEndpoint() })),
  )
}

export async function teardown() {
  await Promise.all([...servers.map((server) => server.stop()), ...browsers.map((browser) => browser.close())])
}
