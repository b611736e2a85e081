// Benchmark: Lighthouse (mobile preset) against the production build served by `vite preview`.
// Usage: npm run build && npm run bench:lighthouse [-- /path ...]. Lighthouse is fetched by npx on demand,
// not kept in the app's dependencies (it is ~185 MB).
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'

const port = 4180
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/login', '/payment-link?id=demo-crypto']
const server = spawn('node_modules/.bin/vite', ['preview', '--port', String(port), '--strictPort'], { detached: true, stdio: 'ignore' })

async function ready(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('preview did not start')
}

try {
  await ready(`http://localhost:${port}/`)
  mkdirSync('coverage/lighthouse', { recursive: true })
  const rows = []
  for (const path of paths) {
    const out = `coverage/lighthouse/${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`
    const run = spawnSync('npx', ['--yes', 'lighthouse@12.8.2', `http://localhost:${port}${path}`, '--quiet', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless --no-sandbox --disable-gpu'], {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
    })
    if (run.status !== 0) throw new Error(`lighthouse failed for ${path}`)
    const report = JSON.parse(readFileSync(out, 'utf8'))
    const audit = (id) => report.audits[id]?.displayValue ?? '-'
    rows.push({ path, performance: Math.round(report.categories.performance.score * 100), FCP: audit('first-contentful-paint'), LCP: audit('largest-contentful-paint'), TBT: audit('total-blocking-time'), CLS: audit('cumulative-layout-shift') })
  }
  console.table(rows)
} finally {
  process.kill(-server.pid, 'SIGTERM')
}
