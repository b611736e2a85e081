// The test configuration of `npm run qa:mutants` (scripts/qa/mutants.mjs): the project's own (vitest.config.ts, its
// node and dom projects), plus a plugin that serves the machine under mutation from memory, so that the file on disk
// is never touched. It sits in the config file because the projects inherit the plugins of the config they extend,
// not those handed to createVitest; the runner, in the same process, names the mutant in globalThis.
import type { Plugin } from 'vite'
import { mergeConfig, type TestProjectConfiguration } from 'vitest/config'
import base from '../../vitest.config'

/** What the runner sets: the machine file being mutated and its mutated source, or nothing. */
export const MUTANT_GLOBAL = '__paygridMutant'

const mutantModule: Plugin = {
  name: 'paygrid-mutant',
  enforce: 'pre',
  load(id) {
    const current = (globalThis as unknown as Record<string, { file: string | null; code: string | null } | undefined>)[MUTANT_GLOBAL]
    if (current?.file && id.split('?')[0] === current.file) return current.code
  },
}

const config = mergeConfig(base, { plugins: [mutantModule] })

// Every file loads the mutated module afresh: the node project's shared modules (vitest.config.ts) would keep the
// machine of an earlier mutant.
export default { ...config, test: { ...config.test, projects: config.test?.projects?.map((project: TestProjectConfiguration) => (typeof project === 'object' && 'test' in project ? { ...project, test: { ...project.test, isolate: true } } : project)) } }
