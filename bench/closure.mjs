// What the router will fetch for a page, read from a Vite build manifest (`build.manifest`):
// the entry chunk and its static imports, the app the entry starts (its dynamic imports that are no route's,
// src/main.tsx) with theirs, then, for each route on the page's match chain, the route's
// split chunks that render it and their static imports. Sizes are gzip level 9 of the built files.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

// The router-plugin's autoCodeSplitting names a split chunk `<route file>?tsr-split=<groups joined by --->`.
// On a normal load TanStack Router runs the route's loader and preloads its component and pendingComponent;
// an errorComponent or notFoundComponent chunk is fetched only when that boundary renders.
const RENDER_GROUPS = new Set(['loader', 'component', 'pendingComponent'])
const LAZY_ROUTE_FILE = /\.lazy(\.[cm]?[jt]sx?)$/

/** Whether the router loads a split chunk holding these groups to render its route (not only when it fails). */
export function rendersWithRoute(groups) {
  return groups.some((group) => group === 'lazy' || RENDER_GROUPS.has(group))
}

/** The route file a manifest key's chunk belongs to and the groups it holds, or null for a chunk of no route. */
export function routeChunkOf(key) {
  const [path, query] = key.split('?')
  const split = new URLSearchParams(query ?? '').get('tsr-split')
  if (split) return { routeFile: path, groups: split.split('---') }
  // A `createLazyFileRoute` file: the router always loads it with its route.
  if (LAZY_ROUTE_FILE.test(path)) return { routeFile: path.replace(LAZY_ROUTE_FILE, '$1'), groups: ['lazy'] }
  return null
}

/**
 * The script files (relative to the build's output directory) the router fetches for a page whose match
 * chain is `routeFiles` (paths relative to the build's root, as the manifest's keys spell them).
 * `deferred` lists the dynamic imports of those scripts that are no route's (a component's own lazy
 * import: fetched when it renders, not counted); `onError` the chain's error/not-found chunks (not counted).
 * A page with an entry of its own (the checkout) has no route chain: its entry, what the entry starts, the lazily
 * imported `modules` it loads first (its page), and their static imports.
 */
export function routeClosure(manifest, routeFiles, entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry), modules = []) {
  if (!entryKey || !manifest[entryKey]?.isEntry) throw new Error(`The manifest has no entry chunk${entryKey ? ` ${entryKey}` : ''}`)
  const chain = new Set(routeFiles)
  const scripts = []
  const visited = new Set()
  const deferred = new Set()
  const onError = new Set()

  const visit = (key, isEntry = false) => {
    if (visited.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`)
    visited.add(key)
    scripts.push(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
    for (const lazy of chunk.dynamicImports ?? []) {
      const route = routeChunkOf(lazy)
      // src/main.tsx imports nothing lazily but the app (src/boot.tsx), once the page has painted. (A build from
      // before that entry, measured as a baseline, counts its entry's lazy components here too.)
      if (!route && (isEntry || modules.includes(lazy))) visit(lazy)
      else if (!route) deferred.add(lazy)
      else if (!chain.has(route.routeFile)) continue // another route's chunk: fetched when that route renders
      else if (rendersWithRoute(route.groups)) visit(lazy)
      else onError.add(lazy)
    }
  }
  visit(entryKey, true)
  return { scripts, deferred: [...deferred].filter((key) => !visited.has(key)), onError: [...onError] }
}

/** Gzip (level 9) size of some bytes. */
export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length
}

export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10

/**
 * The closure of a page of bench/pages.json in a build: `root` is the build's root (where its route files are),
 * `outDir` its output directory holding the manifest (`.vite/manifest.json`, or the page's `manifest` when it has
 * an `entry` of its own). Every route file of the chain must exist under `root`, so a moved route fails loudly
 * instead of being silently left out.
 */
export function measureClosure(root, outDir, page) {
  const routeFiles = page.routes ?? []
  const missing = routeFiles.filter((file) => !existsSync(join(root, file)))
  if (missing.length > 0) throw new Error(`Route files not found under ${root}: ${missing.join(', ')} (bench/pages.json names each page's route chain)`)
  const manifestFile = join(outDir, page.manifest ?? '.vite/manifest.json')
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with \`build.manifest\` (npm run build)`)
  const closure = routeClosure(JSON.parse(readFileSync(manifestFile, 'utf8')), routeFiles, page.entry, page.modules)
  const scripts = closure.scripts.map((file) => ({ file, gzipBytes: gzipSize(readFileSync(join(outDir, file))) }))
  return { ...closure, scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) }
}

/** What exceeds a budget ({ gzipKiB, scripts }), one sentence each; empty when within it. */
export function overBudget(measured, budget) {
  const problems = []
  if (kib(measured.gzipBytes) > budget.gzipKiB) problems.push(`${kib(measured.gzipBytes)} KiB gzip > budget ${budget.gzipKiB} KiB`)
  if (measured.scripts.length > budget.scripts) problems.push(`${measured.scripts.length} scripts > budget ${budget.scripts}`)
  return problems
}
