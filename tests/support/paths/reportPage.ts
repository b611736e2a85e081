/**
 * `npm run qa:report`: coverage/paths/index.html, one static page (no script, no network) with, per
 * machine, its statechart with what the last test run covered, its figures, its paths, the test
 * files that replay it, and its last mutation run (score, survivors with the line they changed,
 * equivalent mutants with why); then the domain rules' mutation scores from StrykerJS.
 */
import type { MachineEntry } from './catalog'
import { machineInventory } from './coverage'
import { escapeHtml, statechartSvg, transitionWords } from './diagram'
import { figures, missingModelMessage } from './listing'
import { modelCoverage, modelPathWords, modelPaths, stateNodesOf } from './pathModel'
import { mutationFigures, screenFigures, type MachineStatus } from './reports'
import type { DomainFile } from '../mutants/domainReport'
import { EQUIVALENT_FILE, figuresOf, percent } from '../mutants/results'
import type { Importers } from './testFiles'
import { transitionKey, transitionsOf } from './coverage'

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 24px; color: #1a202c; }
h1 { font-size: 24px; } h2 { font-size: 20px; margin-top: 48px; border-top: 1px solid #cbd5e0; padding-top: 24px; }
table { border-collapse: collapse; margin: 12px 0; } td, th { border: 1px solid #cbd5e0; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #edf2f7; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.ok { color: #276749; } .bad { color: #c53030; font-weight: 600; } .note { color: #4a5568; }
code, .paths li { font-family: ui-monospace, monospace; font-size: 12px; }
.paths li { margin: 2px 0; } .scroll { overflow-x: auto; border: 1px solid #e2e8f0; border-radius: 6px; padding: 8px; }
.legend span { display: inline-block; margin-right: 16px; }
.swatch { display: inline-block; width: 24px; height: 0; border-top: 2px solid; vertical-align: middle; margin-right: 4px; }
svg.chart text { font: 12px system-ui, sans-serif; fill: #1a202c; }
svg.chart .state rect { fill: #fff; stroke: #4a5568; stroke-width: 1.2; }
svg.chart .state.covered > rect { fill: #f0fff4; stroke: #2f855a; }
svg.chart .state.missing > rect { fill: #fff5f5; stroke: #c53030; stroke-dasharray: 5 3; }
svg.chart .state.region > rect { fill-opacity: 0.4; stroke-dasharray: 2 3; }
svg.chart .state rect.inner { fill: none; }
svg.chart .title { font-weight: 600; }
svg.chart .initial { fill: #1a202c; }
svg.chart polyline { fill: none; stroke-width: 1.4; }
svg.chart .init-edge { stroke: #1a202c; }
svg.chart .edge.plain { stroke: #4a5568; } svg.chart .edge.covered { stroke: #2f855a; } svg.chart .edge.missing { stroke: #c53030; stroke-dasharray: 6 3; stroke-width: 2; }
svg.chart marker path { fill: #1a202c; } svg.chart #head-covered path { fill: #2f855a; } svg.chart #head-missing path { fill: #c53030; } svg.chart #head-plain path { fill: #4a5568; }
svg.chart .label rect { fill: #fff; fill-opacity: 0.9; stroke: none; }
svg.chart .label text { font-size: 11px; } svg.chart .label.missing text { fill: #c53030; font-weight: 600; }
`

const list = (items: string[], empty: string) => (items.length ? `<ul>${items.map((item) => `<li><code>${escapeHtml(item)}</code></li>`).join('')}</ul>` : `<p class="note">${escapeHtml(empty)}</p>`)

function summaryRow(status: MachineStatus): string {
  const { entry, summary, problem } = status
  const cells = summary
    ? [String(summary.paths), `${summary.states.covered}/${summary.states.total}`, `${summary.transitions.covered}/${summary.transitions.total}`, `${summary.guards.covered}/${summary.guards.total}`]
    : ['-', '-', '-', '-']
  const mutation = mutationFigures(status.mutants)
  return `<tr><td><a href="#${escapeHtml(entry.name)}">${escapeHtml(entry.name)}</a></td>${cells.map((c) => `<td class="num">${c}</td>`).join('')}<td>${escapeHtml(screenFigures(status.screens))}</td><td class="${problem ? 'bad' : 'ok'}">${escapeHtml(problem ?? 'full')}</td>${[mutation.score, mutation.byPaths, mutation.survivors].map((c) => `<td class="num">${escapeHtml(c)}</td>`).join('')}</tr>`
}

/** The machine's last mutation run: how it was chosen, its figures, each survivor with its line, the equivalent ones with why. */
function mutantsPart({ entry, mutants }: MachineStatus): string {
  if (!mutants) return `<h3>Mutation testing</h3><p class="note">No mutation run yet: <code>npm run qa:mutants -- ${escapeHtml(entry.name)}</code>.</p>`
  const f = figuresOf(mutants.mutants)
  const { run } = mutants
  const chosen = run.max === null ? `all ${run.generated} mutants` : `a sample of ${mutants.mutants.length} of ${run.generated} (seed ${run.seed})`
  const survivors = mutants.mutants.filter((m) => m.status === 'survived')
  const equivalent = mutants.mutants.filter((m) => m.status === 'equivalent')
  return [
    '<h3>Mutation testing</h3>',
    `<p>Last run ${escapeHtml(run.date)}: ${escapeHtml(chosen)}, tests ${escapeHtml(run.tiers.join(' → '))}. Score <b>${percent(f.score)}</b> (${f.killed + f.timeout} killed${f.timeout ? `, ${f.timeout} by a timeout` : ''}, ${f.survived} survived, ${f.notCompiled} not compiled, ${f.equivalent} equivalent); by the generated path and screen-path tests alone ${percent(f.pathScore)}.</p>`,
    survivors.length
      ? `<table><tr><th>survivor</th><th>line</th><th>what changed</th></tr>${survivors.map((m) => `<tr><td><code>${escapeHtml(m.id)}</code><br>${escapeHtml(m.description)}</td><td><code>${escapeHtml(m.file)}:${m.line}</code></td><td><code class="bad">- ${escapeHtml(m.before)}</code><br><code class="ok">+ ${escapeHtml(m.after || '(line removed)')}</code></td></tr>`).join('')}</table>`
      : '<p class="ok">No survivor.</p>',
    equivalent.length ? `<details><summary>${equivalent.length} equivalent mutants (${escapeHtml(EQUIVALENT_FILE)})</summary><ul>${equivalent.map((m) => `<li><code>${escapeHtml(m.id)}</code> (line ${m.line}): ${escapeHtml(m.detail[0] ?? '')}</li>`).join('')}</ul></details>` : '',
  ].join('\n')
}

/** StrykerJS on the domain's money and search rules: the score per file and its survivors. */
function domainPart(domain: DomainFile[] | null): string {
  if (!domain) return '<h2 id="domain">Domain rules (StrykerJS)</h2><p class="note">No run yet: <code>npm run qa:mutants:domain</code> writes coverage/mutants/domain.json.</p>'
  const rows = domain.map((f) => `<tr><td><code>${escapeHtml(f.file)}</code></td><td class="num">${f.killed + f.survived}</td><td class="num">${f.killed}</td><td class="num">${f.survived}</td><td class="num ${f.score !== null && f.score < 0.9 ? 'bad' : 'ok'}">${percent(f.score)}</td></tr>`)
  const survivors = domain.flatMap((f) => f.survivors)
  return [
    '<h2 id="domain">Domain rules (StrykerJS)</h2>',
    `<table><tr><th>file</th><th>mutants</th><th>killed</th><th>survived</th><th>score</th></tr>${rows.join('')}</table>`,
    survivors.length
      ? `<table><tr><th>survivor</th><th>line</th><th>what changed</th></tr>${survivors.map((m) => `<tr><td>${escapeHtml(m.mutator)}${m.status === 'NoCoverage' ? ' (no test runs it)' : ''}</td><td><code>${escapeHtml(m.file)}:${m.line}</code></td><td><code class="bad">- ${escapeHtml(m.before)}</code><br><code class="ok">+ ${escapeHtml(m.after)}</code></td></tr>`).join('')}</table>`
      : '<p class="ok">No survivor.</p>',
  ].join('\n')
}

async function machineSection(status: MachineStatus, importers: Importers): Promise<string> {
  const { entry, report, summary } = status
  const { machine, model } = entry
  const parts = [`<section id="${escapeHtml(entry.name)}"><h2>${escapeHtml(entry.name)}</h2>`]
  parts.push(`<p>Machine <code>${escapeHtml(entry.file)}</code>, path model <code>${escapeHtml(entry.modelFile)}</code>${model ? '' : ' <span class="bad">(missing)</span>'}.</p>`)
  if (model) parts.push(`<p>Generated from the model: ${escapeHtml(figures(modelCoverage(entry.name, model)))}.</p>`)
  else parts.push(`<p class="bad">${escapeHtml(missingModelMessage(entry))}</p>`)
  parts.push(
    summary
      ? `<p>Last test run: ${escapeHtml(figures(summary))} <span class="${status.problem ? 'bad' : 'ok'}">${escapeHtml(status.problem ?? '(full coverage)')}</span></p>`
      : `<p class="bad">No report yet for this machine: no test run has written coverage/paths/${escapeHtml(entry.name)}.json (run <code>npm test</code>, or <code>npx vitest run</code> on the files below).</p>`,
  )
  parts.push('<h3>Test files replaying it</h3>', list(importers.direct, 'No test file imports this machine.'), '<p>Through its path model:</p>', list(importers.viaModel, 'No test file imports its path model.'))
  parts.push(screensPart(status))
  parts.push(mutantsPart(status))
  const coverage = report ? { states: new Set(report.coveredStates), transitions: new Set(report.coveredTransitions) } : null
  parts.push('<h3>Statechart</h3>')
  parts.push(
    `<p class="legend">${coverage ? '<span><i class="swatch" style="border-color:#2f855a"></i>taken by the tests</span><span><i class="swatch" style="border-color:#c53030;border-top-style:dashed"></i>never taken</span>' : '<span>no report: nothing marked</span>'}<span>● initial state</span><span>double border: final state</span><span>an arrow back to its own state: a transition without a target</span></p>`,
  )
  parts.push(`<div class="scroll">${await statechartSvg(machine, coverage)}</div>`)
  const inventory = machineInventory(machine)
  const rows = stateNodesOf(machine).flatMap((node) =>
    transitionsOf(node).map((t) => {
      const key = transitionKey(t)
      const covered = coverage ? (coverage.transitions.has(key) ? '<td class="ok">taken</td>' : '<td class="bad">never taken</td>') : '<td class="note">no report</td>'
      const onScreen = status.screens ? (status.screens.coveredTransitions.includes(key) ? '<td class="ok">taken</td>' : '<td class="note">not on screen</td>') : '<td class="note">-</td>'
      return `<tr><td><code>${escapeHtml(node.id)}</code></td><td>${escapeHtml(transitionWords(machine, t))}</td><td><code>${escapeHtml((t.target ?? []).map((n) => n.id).join(', ') || '(stays)')}</code></td>${covered}${onScreen}</tr>`
    }),
  )
  parts.push(`<h3>Transitions (${inventory.transitions.length})</h3><table><tr><th>from</th><th>on</th><th>to</th><th>tests</th><th>screens</th></tr>${rows.join('')}</table>`)
  if (model) {
    const paths = modelPaths(model)
    parts.push(`<details><summary>${paths.length} paths (the ones <code>npm run qa:paths -- ${escapeHtml(entry.name)}</code> lists)</summary><ol class="paths">${paths.map((p) => `<li>${escapeHtml(modelPathWords(model, p))}</li>`).join('')}</ol></details>`)
  }
  parts.push('</section>')
  return parts.join('\n')
}

function screensPart({ screens }: MachineStatus): string {
  if (!screens) return '<h3>Through the screens</h3><p class="note">No screen-level path test for this machine.</p>'
  const cannot = screens.cannot.length
    ? `<details><summary>${screens.cannot.length} paths no screen can produce, with the reason</summary><ol class="paths">${screens.cannot.map((c) => `<li>${escapeHtml(c.path)}<br><span class="note">${escapeHtml(c.reason)}</span></li>`).join('')}</ol></details>`
    : '<p>Every path of the model goes through the screens.</p>'
  return [
    '<h3>Through the screens</h3>',
    `<p><code>${escapeHtml(screens.testFile)}</code> (<code>npm run qa:screens</code>): ${screens.throughScreens} of ${screens.modelPaths} paths replayed on the rendered app${screens.extensions ? `, and ${screens.extensions} more that take transitions those leave` : ''}, in ${screens.replays} tests; states ${screens.states.covered}/${screens.states.total}, transitions ${screens.transitions.covered}/${screens.transitions.total} seen on screen.</p>`,
    cannot,
  ].join('\n')
}

export async function reportPage(statuses: MachineStatus[], importers: Map<string, Importers>, generatedAt: Date, { domain }: { domain: DomainFile[] | null } = { domain: null }): Promise<string> {
  const sections: string[] = []
  for (const status of statuses) sections.push(await machineSection(status, importers.get(status.entry.file) ?? { direct: [], viaModel: [] }))
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Path coverage of the state machines</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Path coverage of the state machines</h1>
<p class="note">Generated ${escapeHtml(generatedAt.toISOString())} by <code>npm run qa:report</code> from the machines in src/machines/, their path models, the last test run's coverage/paths/*.json and the last mutation runs' coverage/mutants/ (<code>npm run qa:mutants</code>, <code>npm run qa:mutants:domain</code>).</p>
<table><tr><th>machine</th><th>paths</th><th>states</th><th>transitions</th><th>guard outcomes</th><th>through the screens</th><th>coverage</th><th>mutation score</th><th>by path tests</th><th>survivors</th></tr>${statuses.map(summaryRow).join('')}</table>
<p><a href="#domain">Domain rules (StrykerJS)</a></p>
${sections.join('\n')}
${domainPart(domain)}
</body>
</html>
`
}

export type { MachineEntry }
