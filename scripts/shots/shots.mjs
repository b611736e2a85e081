// npm run shots [-- --no-build] [--concurrency N]
// Builds the app (or reuses dist/), serves it with `vite preview` and the sandbox (port 4304 or the next free one up
// to 4309), and in one Chromium photographs every screen of every role at 390×844 and 1280×800, light and dark,
// full page, into coverage/shots/, with index.html: the contact sheet (a row per screen, a column per size and mode).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { freePort } from '../../bench/serve.mjs'
import { withTsModules } from '../qa/loadTs.mjs'
import { previewEnv, startVitePreview } from '../vitePreview.mjs'

const PORTS = [4304, 4305, 4306, 4307, 4308, 4309]

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    // Four pages at once (one role at each size and mode) keep two cores busy without starving the app's timers.
    concurrency: { type: 'string', default: '4' },
  },
})
const concurrency = Number(options.concurrency)
if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('--concurrency takes a positive integer')

const repo = fileURLToPath(new URL('../..', import.meta.url))
const outDir = join(repo, 'coverage/shots')
const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()
const commit = `${git('rev-parse', '--short', 'HEAD')} (${git('log', '-1', '--format=%s').slice(0, 80)})${git('status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : ''}`
const started = Date.now()

if (!options['no-build']) {
  console.log('shots: building')
  const build = spawnSync(join(repo, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: repo, stdio: 'inherit', env: previewEnv() })
  if (build.status !== 0) throw new Error('vite build failed')
} else if (!existsSync(join(repo, 'dist/index.html'))) throw new Error('--no-build: dist/ holds no build; build first')

const cleanups = []
const cleanUp = async () => {
  while (cleanups.length > 0) await cleanups.pop()()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().finally(() => process.exit(130)))

try {
  const server = await startVitePreview({ cwd: repo, port: await freePort(PORTS, new Set()) })
  cleanups.push(server.stop)
  // The seeds as every start has them, whatever an earlier run of the server changed.
  const reset = await fetch(`${server.url}/sandbox/__sandbox/reset`, { method: 'POST' })
  if (!reset.ok) throw new Error(`sandbox reset failed: ${reset.status}`)
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })

  await withTsModules(async (load) => {
    const { CHROMIUM_ARGS, CHROMIUM_PATH } = await load('/tests/e2e/support/chromium.ts')
    const { captureScreens } = await load('/scripts/shots/capture.ts')
    const { contactSheet } = await load('/scripts/shots/contactSheet.ts')
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    cleanups.push(() => browser.close())
    console.log(`shots: photographing ${server.url} with ${concurrency} pages at once`)
    const shots = await captureScreens({
      browser,
      baseURL: server.url,
      outDir,
      concurrency,
      onShots: (done) => console.log(`  ${done[0]?.role ?? ''} at ${done[0]?.width ?? ''} px, ${done[0]?.mode ?? ''}: ${done.length} pictures`),
    })
    const takenAt = new Date(started).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')
    writeFileSync(join(outDir, 'index.html'), contactSheet({ shots, takenAt, commit }))
    for (const shot of shots.filter((s) => s.error || s.sidewaysScroll)) console.log(`  ! ${shot.file}: ${[shot.error, shot.sidewaysScroll && `scrolls sideways by ${shot.sidewaysScroll} px`].filter(Boolean).join('; ')}`)
    const seconds = ((Date.now() - started) / 1000).toFixed(0)
    console.log(`shots: ${shots.length} pictures in ${seconds} s; contact sheet ${pathToFileURL(join(outDir, 'index.html'))}`)
    if (shots.some((shot) => shot.error)) process.exitCode = 1
  })
} finally {
  await cleanUp()
}
