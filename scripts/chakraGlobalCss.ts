import { runnerImport, type Plugin } from 'vite'
import type { SystemContext } from '@chakra-ui/react'
import { serializeStyles, type CSSInterpolation } from '@emotion/serialize'
import { compile, middleware, prefixer, serialize, stringify } from 'stylis'

/** What `import 'virtual:chakra-global.css'` resolves to: a CSS module, so Vite links it from the HTML. */
export const CHAKRA_GLOBAL_CSS = 'virtual:chakra-global.css'
const RESOLVED = '\0chakra-global.css'

/** The module of Chakra's `createSystem`, and the line of it that builds the global CSS on every page load. */
const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/
const GLOBAL_AT_RUNTIME = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'

type SystemCss = Pick<SystemContext, 'layers' | 'getPreflightCss' | 'getGlobalCss' | 'getTokenCss'>

/**
 * A system's global styles (the layer order, preflight, `globalCss` and every token's CSS variable, both colour
 * modes) as the stylesheet Emotion's <Global> would have inserted: the same serializer and the same prefixer.
 */
export function systemGlobalCss(system: SystemCss): string {
  // Chakra's style objects are the ones its provider hands to Emotion's <Global>.
  const global = [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()] as CSSInterpolation
  const styles = serializeStyles([global]).styles
  return `${system.layers.atRule}\n${serialize(compile(styles), middleware([prefixer, stringify]))}\n`
}

/** Chakra's system module with the global CSS left out of `createSystem`: the page links it as a stylesheet instead. */
export function withoutRuntimeGlobalCss(code: string): string {
  if (!code.includes(GLOBAL_AT_RUNTIME)) {
    throw new Error(`chakra-global-css: Chakra's createSystem no longer reads "${GLOBAL_AT_RUNTIME}"; update scripts/chakraGlobalCss.ts`)
  }
  return code.replace(GLOBAL_AT_RUNTIME, 'const _global = [];')
}

/**
 * Chakra's `createSystem` computes the whole global CSS (~150 ms of a throttled phone's first task, more to insert
 * it) on every load, though it depends only on the theme. This plugin computes it once per build from the app's
 * system (`systemModule`, exporting `system`) into a stylesheet, linked from the HTML so it also paints before
 * any script runs, and removes the runtime copy from Chakra's code. The dashboard's system extends the same
 * tokens and global CSS, so one stylesheet serves both.
 */
export function chakraGlobalCss({ systemModule }: { systemModule: string }): Plugin {
  return {
    name: 'paygrid:chakra-global-css',
    resolveId: (id) => (id === CHAKRA_GLOBAL_CSS ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null
      const { module, dependencies } = await runnerImport<{ system: SystemCss }>(systemModule)
      for (const file of dependencies) this.addWatchFile(file)
      return systemGlobalCss(module.system)
    },
    transform(code, id) {
      return SYSTEM_MODULE.test(id) ? { code: withoutRuntimeGlobalCss(code), map: null } : null
    },
  }
}
