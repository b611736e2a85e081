import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { sandboxPlugin } from './sandbox/vitePlugin.ts'
import { securityHeadersPlugin } from './security/vitePlugin.ts'
import { firstLoadChunks } from './scripts/firstLoadChunks.ts'
import { chakraGlobalCss } from './scripts/chakraGlobalCss.ts'
import { leanPages, checkoutPostcss } from './scripts/leanPages.ts'
import benchPages from './bench/pages.json' with { type: 'json' }

const FIRST_PAINT_ROUTES = new Set<string>(['/_public', '/_public/_landing', '/_public/_landing/'])

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The landing's layouts and index ship with the entry: a first visit paints without waiting for another round trip.
        splitBehavior: ({ routeId }) => (FIRST_PAINT_ROUTES.has(routeId) ? [] : undefined),
      },
    }),
    react(),
    securityHeadersPlugin(),
    // Chakra's global CSS as a stylesheet built once, not computed and inserted on every load.
    chakraGlobalCss({ systemModule: fileURLToPath(new URL('./src/theme/system.ts', import.meta.url)) }),
    // The app's first-paint pages (bench/pages.json) in a few chunks each.
    firstLoadChunks({ configFile: fileURLToPath(import.meta.url), pages: benchPages.app.flatMap((page) => (page.routes ? [{ ...page, routes: page.routes }] : [])) }),
    // The checkout (/payment-link, /process-payment...) and the login: pages of their own, bundled apart from the app.
    leanPages(),
    // Vitest serves the sandbox through msw/node instead of HTTP.
    ...(process.env.VITEST ? [] : [sandboxPlugin()]),
  ],
  resolve: {
    // Every `import … from 'zod'` goes through src/zodWithoutEval.ts (no eval under the CSP).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/zodWithoutEval.ts', import.meta.url)) }],
  },
  // The checkout's styles are generated at build time (Panda CSS, panda.config.ts); the app's CSS has no Panda layers.
  css: { postcss: checkoutPostcss() },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // The manifest (dist/.vite/manifest.json) feeds the first-load budget test (npm run test:budget).
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds `defaultThemeConfig` (every recipe of every component) with a call the
      // bundler cannot prove pure, so importing one recipe from it kept them all.
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
})
