import { build, type Plugin, type Rolldown } from 'vite'
import { rendersWithRoute, routeChunkOf } from '../bench/closure.mjs'

/** A page whose first load matters (bench/pages.json): its path and its route files, from the root route down. */
export interface FirstLoadPage {
  path: string
  routes: string[]
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
export function planChunks(chunks: Rolldown.OutputChunk[], root: string, pages: FirstLoadPage[]): ChunkPlan {
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
  const users = new Map<string, Set<string>>()
  for (const page of pages) {
    const chain = new Set(page.routes.map((file) => `${root}/${file}`))
    const routeChunks = chunks.filter((chunk) => {
      const route = chunk.facadeModuleId ? routeChunkOf(chunk.facadeModuleId) : null
      return route !== null && chain.has(route.routeFile) && rendersWithRoute(route.groups)
    })
    for (const chunk of closure(routeChunks)) {
      if (initial.has(chunk)) continue
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
export function firstLoadChunks({ configFile, pages }: { configFile: string; pages: FirstLoadPage[] }): Plugin {
  return {
    name: 'paygrid:first-load-chunks',
    apply: (_, env) => env.command === 'build' && !process.env[ANALYSIS],
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
