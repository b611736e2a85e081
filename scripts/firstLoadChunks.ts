import { build, type Plugin, type Rolldown } from 'vite'
import { rendersWithRoute, routeChunkOf } from '../bench/closure.mjs'
import { productNameOf } from '../src/productName.ts'
import { readPageShell, withPageShell } from './pageShells.ts'
import { CHUNKS_META } from '../src/pageShells/preloadChunks.ts'

/** A page whose first load matters (bench/pages.json): its path and its route files, from the root route down. */
export interface FirstLoadPage {
  path: string
  routes: string[]
  /** Its static first screen in src/pageShells/ (see scripts/pageShells.ts). */
  shell?: string
}

interface CodeSplittingGroup {
  name: string
  test?: (id: string) => boolean
  priority: number
  includeDependenciesRecursively?: boolean
  tags?: '$initial'[]
}

/** Which chunk each module of the first-paint pages goes to, beyond the entry's. */
export type ChunkPlan = Map<string, string>

const ANALYSIS = 'PAYGRID_FIRST_LOAD_ANALYSIS'

const chunkName = (page: FirstLoadPage) => `page-${page.routes.at(-1)!.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '')}`

/** Each chunk with the chunks it imports statically, transitively. */
function staticClosure(chunks: Rolldown.OutputChunk[], roots: Rolldown.OutputChunk[]): Set<Rolldown.OutputChunk> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Set<Rolldown.OutputChunk>()
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return
    seen.add(chunk)
    chunk.imports.forEach((file) => visit(byFile.get(file)))
  }
  roots.forEach(visit)
  return seen
}

const BUNDLER_RUNTIME = '\0rolldown/runtime.js'

const isRouteChunk = (chunk: Rolldown.OutputChunk) => chunk.facadeModuleId !== null && routeChunkOf(chunk.facadeModuleId) !== null

/**
 * The app's own chunks, which every page loads: what the entry imports dynamically and is no route's (the app it
 * starts once the page shell has painted, src/main.tsx), with their static imports, less the entry's.
 */
export function appChunks(chunks: Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const entries = chunks.filter((chunk) => chunk.isEntry)
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const starts = entries.flatMap((entry) => entry.dynamicImports.map((file) => byFile.get(file)).filter((chunk): chunk is Rolldown.OutputChunk => chunk !== undefined && !isRouteChunk(chunk)))
  const entryClosure = staticClosure(chunks, entries)
  return [...staticClosure(chunks, starts)].filter((chunk) => !entryClosure.has(chunk))
}

/** The chunks a page loads beyond the entry's and the app's: its route chunks and their static imports. */
export function pageChunks(chunks: Rolldown.OutputChunk[], root: string, page: FirstLoadPage): Rolldown.OutputChunk[] {
  const initial = staticClosure(chunks, [...chunks.filter((chunk) => chunk.isEntry), ...appChunks(chunks)])
  const chain = new Set(page.routes.map((file) => `${root}/${file}`))
  const routeChunks = chunks.filter((chunk) => {
    const route = chunk.facadeModuleId ? routeChunkOf(chunk.facadeModuleId) : null
    return route !== null && chain.has(route.routeFile) && rendersWithRoute(route.groups)
  })
  return [...staticClosure(chunks, routeChunks)].filter((chunk) => !initial.has(chunk))
}

/**
 * From a build made with the automatic splitting: the app's modules go to `app`; for each page, the modules of
 * the chunks its route chunks import (statically, transitively) that the entry and the app do not already load.
 * A module one page needs goes to that page's chunk, a module two pages need to `first-paint-shared`. The route
 * chunks themselves stay as they are (the router imports each); a module a page's route also imports lazily
 * (the checkout's wiring, which its loader starts early) joins the page's chunk.
 */
export function planChunks(chunks: Rolldown.OutputChunk[], root: string, pages: FirstLoadPage[]): ChunkPlan {
  // The bundler's runtime (its module interop helpers) rides with the app, which every page loads.
  const plan: ChunkPlan = new Map([[BUNDLER_RUNTIME, 'app']])
  for (const chunk of appChunks(chunks)) for (const id of chunk.moduleIds) plan.set(id, 'app')
  const users = new Map<string, Set<string>>()
  for (const page of pages) {
    for (const chunk of pageChunks(chunks, root, page)) {
      for (const id of chunk.moduleIds) if (!isRouteChunk(chunk) || id !== chunk.facadeModuleId) users.set(id, (users.get(id) ?? new Set()).add(chunkName(page)))
    }
  }
  for (const [id, names] of users) plan.set(id, names.size > 1 ? 'first-paint-shared' : [...names][0]!)
  return plan
}

/** The groups: the entry with what it imports statically, the app in one chunk, then each page's and the shared chunk. */
export function chunkGroups(plan: ChunkPlan): CodeSplittingGroup[] {
  const names = [...new Set(plan.values())]
  return [
    { name: 'entry', tags: ['$initial'], priority: 3, includeDependenciesRecursively: false },
    ...names.map((name) => ({ name, test: (id: string) => plan.get(id) === name, priority: name === 'app' ? 2 : 1, includeDependenciesRecursively: false })),
  ]
}

/**
 * As few chunks as the router allows for the first-paint pages. Left to itself the bundler puts every module
 * shared by two lazy chunks into a chunk of its own: the checkout fetched 45 files, most of them under 1 KiB.
 * Which modules a page needs is only known once the bundler has tree-shaken them (Chakra's, the router's and Ark's
 * entry points re-export everything), so `vite build` first bundles once without writing (the analysis), then
 * groups: `app` (what the entry loads), one chunk per page (`page-<route>`), `first-paint-shared`. Other routes
 * keep the automatic splitting and import from these chunks what they share with them.
 */
/**
 * The HTML of a page with the chunks it needs: `<path>.html` is what `vite preview`, static hosts' clean URLs and
 * nginx's `try_files $uri $uri.html /index.html` serve for `<path>`; every other path gets index.html. Without a
 * shell the page paints nothing before its scripts run, so they are preloaded (`<link rel="modulepreload">`) with
 * the entry. A page with a shell names them instead (`<meta name="paygrid:chunks">`) and the entry preloads them
 * all at once when the shell has painted (src/main.tsx): their downloads never share the network with the
 * stylesheet the shell paints with. Either way the router never discovers them one import level at a time.
 */
export function withChunks(html: string, files: string[], base: string, { hasShell }: { hasShell: boolean }): string {
  const urls = files.map((file) => base + file)
  const tags = hasShell ? (urls.length > 0 ? [`<meta name="${CHUNKS_META}" content="${urls.join(' ')}">`] : []) : urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)
  return html.replace(/(\s*<\/head>)/, `${tags.map((tag) => `\n    ${tag}`).join('')}$1`)
}

export function pageHtmlFile(page: Pick<FirstLoadPage, 'path'>): string | null {
  const pathname = new URL(page.path, 'http://localhost').pathname
  return pathname === '/' ? null : `${pathname.slice(1)}.html`
}

export function firstLoadChunks({ configFile, pages }: { configFile: string; pages: FirstLoadPage[] }): Plugin {
  let root = process.cwd()
  let base = '/'
  let productName = productNameOf(undefined)
  return {
    name: 'paygrid:first-load-chunks',
    apply: (_, env) => env.command === 'build' && !process.env[ANALYSIS],
    enforce: 'post',
    configResolved(config) {
      root = config.root
      base = config.base
      productName = productNameOf(config.env.VITE_PRODUCT_NAME)
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const index = bundle['index.html']
        if (!index || index.type !== 'asset') return
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
        const app = appChunks(chunks).map((chunk) => chunk.fileName)
        const source = String(index.source)
        index.source = withChunks(source, app, base, { hasShell: false })
        const written = new Set<string>()
        for (const page of pages) {
          const fileName = pageHtmlFile(page)
          if (!fileName || written.has(fileName)) continue
          written.add(fileName)
          const files = pageChunks(chunks, root, page).map((chunk) => chunk.fileName)
          const html = withChunks(source, [...app, ...files], base, { hasShell: page.shell !== undefined })
          this.emitFile({ type: 'asset', fileName, source: page.shell ? withPageShell(html, readPageShell(root, page.shell, productName)) : html })
        }
      },
    },
    async config(config, env) {
      process.env[ANALYSIS] = '1'
      let output: Rolldown.RolldownOutput
      try {
        output = (await build({ configFile, mode: env.mode, root: config.root, logLevel: 'silent', build: { write: false, minify: false, manifest: false, emptyOutDir: false } })) as Rolldown.RolldownOutput
      } finally {
        delete process.env[ANALYSIS]
      }
      const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      const plan = planChunks(chunks, config.root ?? process.cwd(), pages)
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups(plan) } } } } }
    },
  }
}
