// The benchmark's tables, as Markdown: the measurements per page and build, and the manifest closure
// (what the budget test counts) beside what Chromium fetched.
import { kib } from './closure.mjs'

const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')

const seconds = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`)
const millis = (ms) => (ms === null ? '-' : `${Math.round(ms)} ms`)

// The median score and, when the runs disagree, their spread: a wide one says the machine was busy.
function score(lighthouse) {
  const scores = (lighthouse?.runs ?? []).filter((run) => typeof run.score === 'number').map((run) => run.score)
  if (scores.length === 0 || lighthouse.median.score === null) return '-'
  const [low, high] = [Math.min(...scores), Math.max(...scores)]
  return low === high ? `${lighthouse.median.score}` : `${lighthouse.median.score} (${low}-${high})`
}

/** page, build, Lighthouse (median), FCP, LCP, TBT, CLS, then what Chromium fetched: JS gzip and transferred, script requests, all requests. */
export function measurementsTable(rows) {
  return table(
    ['page', 'build', 'Lighthouse', 'FCP', 'LCP', 'TBT', 'CLS', 'JS KiB gzip', 'JS KiB transferred', 'scripts', 'requests'],
    rows.map(({ page, build, browser, lighthouse }) => {
      const lh = lighthouse?.median
      return [
        `\`${page}\``,
        build,
        score(lighthouse),
        seconds(lh?.fcpMs ?? null),
        seconds(lh?.lcpMs ?? null),
        millis(lh?.tbtMs ?? null),
        lh?.cls === null || lh?.cls === undefined ? '-' : lh.cls.toFixed(3),
        kib(browser.gzipBytes),
        kib(browser.transferBytes),
        browser.scripts.length,
        browser.requests,
      ]
    }),
  )
}

/** Compares the manifest closure's files with the scripts Chromium fetched (same-origin paths). */
export function compareClosure(browser, closure) {
  if (closure.skipped) return { agree: null, note: closure.skipped }
  if (closure.error) return { agree: false, note: closure.error }
  const fetched = new Set(browser.scripts.map((script) => script.url.replace(/^\//, '')))
  const counted = new Set(closure.scripts.map((script) => script.file))
  const onlyFetched = [...fetched].filter((file) => !counted.has(file))
  const onlyClosure = [...counted].filter((file) => !fetched.has(file))
  const note = [onlyFetched.length > 0 && `fetched, not in the closure: ${onlyFetched.join(', ')}`, onlyClosure.length > 0 && `in the closure, not fetched: ${onlyClosure.join(', ')}`].filter(Boolean).join('; ')
  return { agree: onlyFetched.length === 0 && onlyClosure.length === 0, note }
}

export function closureTable(rows) {
  return table(
    ['page', 'build', 'Chromium fetched', 'manifest closure', 'same files', 'not counted: lazy imports of the page'],
    rows.map(({ page, build, browser, closure, comparison }) => [
      `\`${page}\``,
      build,
      `${browser.scripts.length} scripts, ${kib(browser.gzipBytes)} KiB`,
      closure.error || closure.skipped ? '-' : `${closure.scripts.length} scripts, ${kib(closure.gzipBytes)} KiB`,
      comparison.agree === null ? comparison.note : comparison.agree ? 'yes' : `NO: ${comparison.note}`,
      // A baseline whose node_modules is a link names packages by their real path: keep the package's.
      closure.deferred?.length ? closure.deferred.map((key) => key.replace(/^.*node_modules\//, 'node_modules/')).join(', ') : '-',
    ]),
  )
}
