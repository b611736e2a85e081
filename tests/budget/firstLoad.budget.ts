import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { kib, measureClosure, overBudget } from '../../bench/closure.mjs'
import { pageHtmlFile } from '../../scripts/firstLoadChunks'
import budgets from '../../bench/budgets.json'
import pages from '../../bench/pages.json'

// What each budgeted page of the production build in dist/ loads first (npm run build first): the app's pages what the
// router fetches for their route chain, the checkout its own entry and what that starts.
describe('first-load JS of the production build (bench/budgets.json)', () => {
  for (const [path, budget] of Object.entries(budgets.pages)) {
    it(`${path}: at most ${budget.gzipKiB} KiB gzip in ${budget.scripts} scripts`, () => {
      const page = pages.app.find((candidate) => candidate.path === path)
      if (!page) throw new Error(`bench/pages.json does not name ${path}`)
      const closure = measureClosure('.', 'dist', page)
      const listing = [...closure.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).map((script) => `  ${kib(script.gzipBytes)} KiB ${script.file}`).join('\n')
      const summary = `${path} loads ${closure.scripts.length} scripts, ${kib(closure.gzipBytes)} KiB gzip (goal ${budgets.goal.gzipKiB} KiB in ${budgets.goal.scripts}):\n${listing}\n`
      expect(overBudget(closure, budget), summary).toEqual([])
    })

    it(`${path}: its HTML names every one of those scripts, so none waits for another to run`, () => {
      const page = pages.app.find((candidate) => candidate.path === path)!
      const html = readFileSync(`dist/${pageHtmlFile(page) ?? 'index.html'}`, 'utf8')
      const tagged = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="\/([^"]+)"/g)].map((match) => match[1])
      // A page with a shell lists them for the entry to preload once the shell has painted (src/main.tsx).
      const listed = html.match(/<meta name="paygrid:chunks" content="([^"]*)">/)?.[1]?.split(' ').map((url) => url.replace(/^\//, '')) ?? []
      const named = [...tagged, ...listed]
      expect(named.sort()).toEqual(measureClosure('.', 'dist', page).scripts.map((script) => script.file).sort())
    })
  }
})
