import { build, type Plugin, type Rolldown } from 'vite'
import { rendersWithRoute, routeChunkOf } from '../bench/closure.mjs'
import { productNameOf } from '../src/productName.ts'
import { readPageShell, withPageShell } from './pageShells.ts'

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

/**
 * From a build made with the automatic splitting: for each page, the modules of the chunks its route chunks
 * import (statically, transitively) that the entry does not already load. A module one page needs goes to that
 * page's chunk, a module two pages need to `first-paint-shared`. The route chunks themselves stay as they are.
 */
/** The chunks a page loads beyond the entry and what it imports statically: its route chunks and their imports. */
export function pageChunks(chunks: Rolldown.OutputChunk[], root: string, page: FirstLoadPage): Rolldown.OutputChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (roots: Rolldown.OutputChunk[]) => {
    const seen = new Set<Rolldown.OutputChunk>()
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return
      seen.add(chunk)
      chunk.imports.forEach((file) => visit(byFile.get(file)))
    }
    roots.forEach(visit)
    return seen
  }
  const initial = closure(chunks.filter((chunk) => chunk.isEntry))
  const chain = new Set(page.routes.map((file) => `${root}/${file}`))
  const routeChunks = chunks.filter((chunk) => {
    const route = chunk.facadeModuleId ? routeChunkOf(chunk.facadeModuleId) : null
    return route !== null && chain.has(route.routeFile) && rendersWithRoute(route.groups)
  })
  return [...closure(routeChunks)].filter((chunk) => !initial.has(chunk))
}

export function planChunks(chunks: Rolldown.OutputChunk[], root: string, pages: FirstLoadPage[]): ChunkPlan {
  const users = new Map<string, Set<string>>()
  for (const page of pages) {
    for (const chunk of pageChunks(chunks, root, page)) {
      for (const id of chunk.moduleIds) if (id !== chunk.facadeModuleId) users.set(id, (users.get(id) ?? new Set()).add(chunkName(page)))
    }
  }
  return new Map([...users].map(([id, names]) => [id, names.size > 1 ? 'first-paint-shared' : [...names][0]!]))
}

/** The groups: the entry and everything it imports statically in one chunk, then each page's and the shared chunk. */
export function chunkGroups(plan: ChunkPlan): CodeSplittingGroup[] {
  const names = [...new Set(plan.values())]
  return [
    { name: 'app', tags: ['$initial'], priority: 2, includeDependenciesRecursively: false },
    ...names.map((name) => ({ name, test: (id: string) => plan.get(id) === name, priority: 1, includeDependenciesRecursively: false })),
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
 * `index.html` with its page's chunks preloaded: the browser fetches them with the entry instead of once the
 * entry has run and the router asked for them. `<path>.html` is what `vite preview`, static hosts' clean URLs
 * and nginx's `try_files $uri $uri.html /index.html` serve for `<path>`; every other path gets index.html.
 */
export function withModulePreloads(html: string, files: string[], base: string): string {
  const links = files.map((file) => `\n    <link rel="modulepreload" crossorigin href="${base}${file}">`).join('')
  return html.replace(/(\s*<\/head>)/, `${links}$1`)
}

export function pageHtmlFile(page: FirstLoadPage): string | null {
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
        const written = new Set<string>()
        for (const page of pages) {
          const fileName = pageHtmlFile(page)
          if (!fileName || written.has(fileName)) continue
          written.add(fileName)
          const files = pageChunks(chunks, root, page).map((chunk) => chunk.fileName)
          const html = withModulePreloads(String(index.source), files, base)
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
