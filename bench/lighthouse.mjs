// Lighthouse 12.8.2, mobile form factor with simulated throttling (its default preset), performance only.
// Fetched by npx on demand, never in the app's dependencies (it is ~185 MB and makes `npm ls` unhappy).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './record.mjs'

export const LIGHTHOUSE = 'lighthouse@12.8.2'

/**
 * One Lighthouse run of `url`, its report written to `outFile`; the score and the metrics the table shows, or the
 * failure. With `profile` (record.mjs: signedInProfile), Chrome runs on that profile and Lighthouse keeps its storage
 * (the session in it; the profile is new, so the cache is empty all the same): Chrome takes the last --user-data-dir.
 */
export function runLighthouse(url, outFile, { profile } = {}) {
  const chromeFlags = profile ? [...CHROMIUM_ARGS, `--user-data-dir=${profile}`] : CHROMIUM_ARGS
  const args = ['--yes', LIGHTHOUSE, url, '--quiet', '--only-categories=performance', '--form-factor=mobile', '--throttling-method=simulate', '--output=json', `--output-path=${outFile}`, `--chrome-flags=${chromeFlags.join(' ')}`, ...(profile ? ['--disable-storage-reset'] : [])]
  const run = spawnSync('npx', args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } })
  if (run.status !== 0) return { error: run.stderr.trim().split('\n').slice(-3).join(' ') || `exit ${run.status}` }
  const report = JSON.parse(readFileSync(outFile, 'utf8'))
  const metric = (id) => report.audits[id]?.numericValue ?? null
  if (report.runtimeError) return { error: report.runtimeError.message }
  return {
    score: report.categories.performance.score === null ? null : Math.round(report.categories.performance.score * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's own CPU speed probe at the run (higher is faster): how busy the machine was.
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
  }
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The median of each metric over the runs that succeeded (each metric on its own, as the runs disagree). */
export function medianRun(runs) {
  const ok = runs.filter((run) => !run.error)
  if (ok.length === 0) return null
  return Object.fromEntries(['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'].map((key) => [key, median(ok.map((run) => run[key]))]))
}
