import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { build, type CSSOptions, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import react from '@vitejs/plugin-react'
import pandacss from '@pandacss/dev/postcss'
import { productNameOf } from '../src/productName.ts'
import { readPageShell, withPageShell } from './pageShells.ts'
import { withChunks } from './firstLoadChunks.ts'
import { pandaInline } from './pandaInline.ts'

/**
 * A page of its own (issue 22): its HTML entry (its own bundle: React, its machines and the typed client, styles built
 * with it), where its bundle writes its manifest (beside the app's .vite/manifest.json), the module its entry starts
 * once the shell has painted, and its pages: their path, the file a static host or nginx serves for it, its static
 * first screen, and the module of a page that is loaded apart (src/checkout/checkoutPage.tsx: the return pages).
 */
export interface LeanEntry {
  name: string
  entry: string
  manifest: string
  start: string
  /** Modules the first screen loads later, on a condition (the method chooser of a link with two methods): each comes in one file with what it needs beyond the first screen, so it costs one script, not a waterfall of shared chunks. */
  later?: readonly string[]
  pages: readonly { path: string; file: string; shell: string; module: string | null }[]
}

/** The checkout: /payment-link and the card provider's return pages. */
export const CHECKOUT: LeanEntry = {
  name: 'checkout',
  entry: 'checkout.html',
  manifest: '.vite/checkout-manifest.json',
  start: 'src/checkout/start.tsx',
  later: ['src/components/checkout/MethodChooser.tsx'],
  pages: [
    { path: '/payment-link', file: 'payment-link.html', shell: 'checkout.html', module: null },
    { path: '/process-payment', file: 'process-payment.html', shell: 'process-payment.html', module: 'src/checkout/ProcessPaymentPage.tsx' },
    { path: '/process-payment/wc', file: 'process-payment/wc.html', shell: 'process-payment.html', module: 'src/checkout/ProcessPaymentPage.tsx' },
    { path: '/process-payment/wc/final-step', file: 'process-payment/wc/final-step.html', shell: 'process-payment.html', module: 'src/checkout/ProcessPaymentPage.tsx' },
  ],
}

/** The login (src/login/): after signing in, the app is a new document. */
export const LOGIN: LeanEntry = {
  name: 'login',
  entry: 'login.html',
  manifest: '.vite/login-manifest.json',
  start: 'src/login/start.tsx',
  pages: [{ path: '/login', file: 'login.html', shell: 'login.html', module: null }],
}

/** Every page of its own, for the dev server and the build. */
export const LEAN_ENTRIES = [CHECKOUT, LOGIN] as const

/** The CSS of the checkout: Panda generates it at build time from panda.config.ts (src/checkout/styles.css). */
export function checkoutPostcss(): CSSOptions['postcss'] {
  // Panda depends on a postcss of its own: the same plugin API, another copy of its types.
  return { plugins: [pandacss(), chakraRecipeCascade] } as CSSOptions['postcss']
}

/**
 * Panda puts a recipe's base styles in a sub-layer (`@layer recipes { @layer _base {...} }`), under its variants
 * whatever their selectors; Chakra's runtime writes base and variants as one rule set, where a base condition
 * (`_invalid`: a red border) beats a variant's plain value (the outline's grey border) by its specificity. Unwrapping
 * the sub-layer gives the checkout Chakra's cascade: the same recipe looks the same on every page.
 */
export const chakraRecipeCascade = {
  postcssPlugin: 'paygrid:chakra-recipe-cascade',
  OnceExit(root: { walkAtRules: (name: string, visit: (rule: { params: string; replaceWith: (...nodes: unknown[]) => void; nodes?: unknown[] }) => void) => void }) {
    root.walkAtRules('layer', (rule) => {
      if (rule.params === '_base') rule.replaceWith(...(rule.nodes ?? []))
    })
  },
}

const LEAN_BUILD = 'PAYGRID_CHECKOUT_BUILD'
const BUNDLER_RUNTIME = '\0rolldown/runtime.js'
const PRELOAD_HELPER = '\0vite/preload-helper.js'

/**
 * The scripts a checkout page's first screen needs beyond its entry: the module the entry starts once the shell has
 * painted (src/checkout/start.tsx), the page's own module when it is loaded apart (`module`, relative to `root`),
 * and what they import statically. Their own lazy imports (the QR code, the toasts, a signed-in browser's access check) load when needed.
 */
export function checkoutPageChunks(chunks: Rolldown.OutputChunk[], root: string, module: string | null): Rolldown.OutputChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('lean pages: the bundle has no entry')
  const page = module === null ? undefined : chunks.find((chunk) => chunk.facadeModuleId === join(root, module))
  if (module !== null && !page) throw new Error(`lean pages: no chunk for ${module}`)
  const staticClosure = (roots: (Rolldown.OutputChunk | undefined)[]) => {
    const seen = new Set<Rolldown.OutputChunk>()
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk) || chunk === entry) return
      seen.add(chunk)
      chunk.imports.forEach((file) => visit(byFile.get(file)))
    }
    roots.forEach(visit)
    return seen
  }
  // What the entry imports statically the HTML already preloads (Vite's modulepreload links): named once.
  const preloaded = staticClosure(entry.imports.map((file) => byFile.get(file)))
  return [...staticClosure([...entry.dynamicImports.map((file) => byFile.get(file)), page])].filter((chunk) => !preloaded.has(chunk))
}

/**
 * The checkout and the login as pages of their own (issue 22): each entry (`checkout.html`, `login.html`) is bundled on
 * its own, after the app, into the same output directory (nothing shared with the dashboards: no router, no query
 * cache, no Chakra runtime). Each of their paths then gets its HTML (`payment-link.html`,
 * `process-payment/wc.html`...: what `vite preview`, static hosts' clean URLs and nginx's `try_files $uri $uri.html`
 * serve) with its static shell, which paints from the stylesheet before any script runs, and the names of the
 * scripts the entry preloads once it has painted. The dev server serves checkout.html at those paths.
 */
export function leanPages(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'paygrid:lean-pages',
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      server.middlewares.use(redirectTrailingSlash)
      server.middlewares.use((req, _res, next) => {
        const [pathname, query] = (req.url ?? '').split('?')
        const lean = LEAN_ENTRIES.find(({ pages }) => pages.some((candidate) => candidate.path === pathname))
        if (lean && req.method === 'GET' && req.headers.accept?.includes('text/html')) req.url = `/${lean.entry}${query ? `?${query}` : ''}`
        next()
      })
    },
    configurePreviewServer(server) {
      server.middlewares.use(redirectTrailingSlash)
    },
    apply: (_, env) => env.command === 'serve' || (env.command === 'build' && !process.env.PAYGRID_FIRST_LOAD_ANALYSIS && !process.env[LEAN_BUILD]),
    async closeBundle() {
      if (config.command !== 'build') return
      for (const lean of LEAN_ENTRIES) await buildLeanEntry(config, lean)
    },
  }
}

/**
 * Where a lean page's path written with a trailing slash (`/process-payment/?…`, a link typed or pasted so) sends the
 * browser: the page itself with its query, as nginx's pages.conf does, instead of the app's "not found". Null otherwise.
 */
export function leanPageRedirect(url: string): string | null {
  const [pathname = '', query] = url.split('?')
  if (!/[^/]\/+$/.test(pathname)) return null
  const path = pathname.replace(/\/+$/, '')
  return LEAN_ENTRIES.some(({ pages }) => pages.some((page) => page.path === path)) ? `${path}${query === undefined ? '' : `?${query}`}` : null
}

function redirectTrailingSlash(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const location = leanPageRedirect(req.url ?? '')
  if (!location) return next()
  res.writeHead(301, { Location: location }).end()
}

/** Bundles one page of its own and writes its pages' HTML. */
async function buildLeanEntry(config: ResolvedConfig, lean: LeanEntry): Promise<void> {
  const outDir = resolve(config.root, config.build.outDir)
  const START_MODULE = resolve(config.root, lean.start)
  const later = (lean.later ?? []).map((module) => resolve(config.root, module))
  process.env[LEAN_BUILD] = '1'
  let output: Rolldown.RolldownOutput
  try {
    output = (await build({
      configFile: false,
      root: config.root,
      base: config.base,
      mode: config.mode,
      envDir: config.envDir,
      logLevel: 'warn',
      // The style functions' results inlined: class names ship, not the code computing them.
      plugins: [react(), pandaInline({ root: config.root })],
      css: { postcss: checkoutPostcss() },
      resolve: {
        // @xstate/react's shims of React 18's store hook: React 19 has it, the shims are dead weight here.
        alias: [
          { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
          { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
          // The app's zod without eval (vite.config.ts): the login's form schema is built under the same CSP.
          { find: /^zod$/, replacement: resolve(config.root, 'src/zodWithoutEval.ts') },
        ],
      },
      build: {
        outDir,
        emptyOutDir: false,
        target: config.build.target,
        sourcemap: process.env.PAYGRID_SOURCEMAP === '1',
        manifest: lean.manifest,
        rolldownOptions: {
          input: resolve(config.root, lean.entry),
          // The first screen in one chunk: what the entry starts with everything it imports statically; left alone,
          // the bundler gives each module two lazy chunks share a file of its own. The bundler's runtime and Vite's
          // preload helper, which the entry itself needs, in a small chunk of their own: in the first screen's
          // chunk they would make the entry import it statically, fetched with the stylesheet the shell paints with.
          output: {
            codeSplitting: {
              groups: [
                { name: 'runtime', test: (id: string) => id === BUNDLER_RUNTIME || id === PRELOAD_HELPER, priority: 2 },
                { name: 'start', test: (id: string) => id === START_MODULE, includeDependenciesRecursively: true, priority: 1 },
                ...later.map((module) => ({ name: basename(module).replace(/\.\w+$/, ''), test: (id: string) => id === module, includeDependenciesRecursively: true, priority: 0 })),
              ],
            },
          },
        },
      },
    })) as Rolldown.RolldownOutput
  } finally {
    delete process.env[LEAN_BUILD]
  }
  const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
  const entryHtml = join(outDir, lean.entry)
  const productName = productNameOf(config.env.VITE_PRODUCT_NAME)
  for (const page of lean.pages) {
    const scripts = checkoutPageChunks(chunks, config.root, page.module).map((chunk) => chunk.fileName)
    const html = withChunks(readFileSync(entryHtml, 'utf8'), scripts, config.base, { hasShell: true })
    const file = join(outDir, page.file)
    mkdirSync(dirname(file), { recursive: true })
    // The shell's rules are in the checkout's stylesheet (src/checkout/styles.css): the page carries no inline style.
    writeFileSync(file, withPageShell(html, { ...readPageShell(config.root, page.shell, productName), css: null }))
  }
  const entryHtmlServed = lean.pages.some((page) => page.file === lean.entry)
  if (!entryHtmlServed) rmSync(entryHtml)
}
