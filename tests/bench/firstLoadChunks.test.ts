import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { appChunks, chunkGroups, pageChunks, pageHtmlFile, planChunks, withChunks } from '../../scripts/firstLoadChunks'

const ROOT = '/app'
const chunk = (fileName: string, moduleIds: string[], more: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, moduleIds, imports: [], isEntry: false, facadeModuleId: null, ...more }) as unknown as Rolldown.OutputChunk

// What the automatic splitting made: small chunks shared by the first-paint routes and the others.
const chunks = [
  // The entry starts the app once the page has painted (src/main.tsx); the app imports the routes lazily.
  chunk('index.js', [`${ROOT}/src/main.tsx`], { isEntry: true, facadeModuleId: `${ROOT}/src/main.tsx`, dynamicImports: ['app.js'] }),
  chunk('app.js', [`${ROOT}/src/boot.tsx`, 'react'], { facadeModuleId: `${ROOT}/src/boot.tsx`, imports: ['router.js'] }),
  chunk('router.js', ['router']),
  chunk('payment-link.js', [`${ROOT}/src/routes/_checkout/payment-link.tsx?tsr-split=component`, 'checkout-machine'], {
    facadeModuleId: `${ROOT}/src/routes/_checkout/payment-link.tsx?tsr-split=component`,
    imports: ['app.js', 'input.js', 'radio.js', 'wiring.js'],
  }),
  // The checkout's wiring: imported by the page and, lazily, by its loader, so a chunk of its own.
  chunk('wiring.js', [`${ROOT}/src/machines/checkout/wiring.ts`], { facadeModuleId: `${ROOT}/src/machines/checkout/wiring.ts` }),
  chunk('payment-link-error.js', [`${ROOT}/src/routes/_checkout/payment-link.tsx?tsr-split=errorComponent`, 'error-only'], {
    facadeModuleId: `${ROOT}/src/routes/_checkout/payment-link.tsx?tsr-split=errorComponent`,
    imports: ['error-deps.js'],
  }),
  chunk('error-deps.js', ['error-deps']),
  chunk('login.js', [`${ROOT}/src/routes/_public/login.tsx?tsr-split=component`], { facadeModuleId: `${ROOT}/src/routes/_public/login.tsx?tsr-split=component`, imports: ['input.js', 'app.js'] }),
  chunk('register.js', [`${ROOT}/src/routes/_public/register.tsx?tsr-split=component`, 'register-form'], { facadeModuleId: `${ROOT}/src/routes/_public/register.tsx?tsr-split=component`, imports: ['input.js', 'zod.js'] }),
  chunk('input.js', ['input', 'field']),
  chunk('radio.js', ['radio-group']),
  chunk('zod.js', ['zod']),
]
const pages = [
  { path: '/payment-link?id=demo-crypto', routes: ['src/routes/__root.tsx', 'src/routes/_checkout.tsx', 'src/routes/_checkout/payment-link.tsx'] },
  { path: '/payment-link?id=demo-both', routes: ['src/routes/__root.tsx', 'src/routes/_checkout.tsx', 'src/routes/_checkout/payment-link.tsx'] },
  { path: '/login', routes: ['src/routes/__root.tsx', 'src/routes/_public.tsx', 'src/routes/_public/login.tsx'] },
]

describe('planChunks (the first-paint pages in a few chunks)', () => {
  const plan = planChunks(chunks, ROOT, pages)

  it('finds the app the entry starts: its lazy import of no route, with what that imports statically', () => {
    expect(appChunks(chunks).map((c) => c.fileName)).toEqual(['app.js', 'router.js'])
  })

  it('puts the app in one chunk, gives each page the modules only it needs beyond it, and the shared ones to first-paint-shared', () => {
    expect(Object.fromEntries(plan)).toEqual({
      '\0rolldown/runtime.js': 'app',
      [`${ROOT}/src/boot.tsx`]: 'app',
      react: 'app',
      router: 'app',
      'checkout-machine': 'page-payment-link',
      'radio-group': 'page-payment-link',
      [`${ROOT}/src/machines/checkout/wiring.ts`]: 'page-payment-link',
      input: 'first-paint-shared',
      field: 'first-paint-shared',
    })
  })

  it('leaves the entry, the route chunks themselves, error-only chunks and other routes alone', () => {
    for (const id of [`${ROOT}/src/main.tsx`, 'error-only', 'error-deps', 'register-form', 'zod', `${ROOT}/src/routes/_public/login.tsx?tsr-split=component`]) expect(plan.has(id)).toBe(false)
  })

  it('groups the entry with what it imports statically, then one chunk per planned name, the app first', () => {
    const groups = chunkGroups(plan)
    expect(groups[0]).toMatchObject({ name: 'entry', tags: ['$initial'], includeDependenciesRecursively: false })
    expect(groups.slice(1).map((group) => group.name).sort()).toEqual(['app', 'first-paint-shared', 'page-payment-link'])
    expect(groups.find((group) => group.name === 'app')!.priority).toBeGreaterThan(groups.find((group) => group.name === 'page-payment-link')!.priority)
    const shared = groups.find((group) => group.name === 'first-paint-shared')!
    expect(['input', 'radio-group', 'zod'].map((id) => shared.test!(id))).toEqual([true, false, false])
  })
})

describe('the first-paint pages’ own HTML', () => {
  it('is named after the page’s path (the landing keeps index.html)', () => {
    expect(pages.map(pageHtmlFile)).toEqual(['payment-link.html', 'payment-link.html', 'login.html'])
    expect(pageHtmlFile({ path: '/' })).toBeNull()
  })

  it('lists the page’s chunks beyond the entry’s and the app’s', () => {
    expect(pageChunks(chunks, ROOT, pages[0]!).map((c) => c.fileName)).toEqual(['payment-link.js', 'input.js', 'radio.js', 'wiring.js'])
    const html = '<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n</html>'
    expect(withChunks(html, ['assets/a.js', 'assets/b.js'], '/', { hasShell: true })).toBe(
      '<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n    <meta name="paygrid:chunks" content="/assets/a.js /assets/b.js">\n  </head>\n</html>',
    )
    // Without a shell nothing paints before the scripts: the browser fetches them with the entry.
    expect(withChunks(html, ['assets/a.js', 'assets/b.js'], '/', { hasShell: false })).toBe(
      '<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/a.js">\n    <link rel="modulepreload" crossorigin href="/assets/b.js">\n  </head>\n</html>',
    )
  })
})
