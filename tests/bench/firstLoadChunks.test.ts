import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { chunkGroups, pageChunks, pageHtmlFile, planChunks, withModulePreloads } from '../../scripts/firstLoadChunks'

const ROOT = '/app'
const chunk = (fileName: string, moduleIds: string[], more: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, moduleIds, imports: [], isEntry: false, facadeModuleId: null, ...more }) as unknown as Rolldown.OutputChunk

// What the automatic splitting made: small chunks shared by the first-paint routes and the others.
const chunks = [
  chunk('index.js', [`${ROOT}/src/main.tsx`, 'react'], { isEntry: true, facadeModuleId: `${ROOT}/src/main.tsx`, imports: ['router.js'] }),
  chunk('router.js', ['router']),
  chunk('payment-link.js', [`${ROOT}/src/routes/_checkout/payment-link.tsx?tsr-split=component`, 'checkout-machine'], {
    facadeModuleId: `${ROOT}/src/routes/_checkout/payment-link.tsx?tsr-split=component`,
    imports: ['index.js', 'input.js', 'radio.js'],
  }),
  chunk('payment-link-error.js', [`${ROOT}/src/routes/_checkout/payment-link.tsx?tsr-split=errorComponent`, 'error-only'], {
    facadeModuleId: `${ROOT}/src/routes/_checkout/payment-link.tsx?tsr-split=errorComponent`,
    imports: ['error-deps.js'],
  }),
  chunk('error-deps.js', ['error-deps']),
  chunk('login.js', [`${ROOT}/src/routes/_public/login.tsx?tsr-split=component`], { facadeModuleId: `${ROOT}/src/routes/_public/login.tsx?tsr-split=component`, imports: ['input.js', 'index.js'] }),
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

  it('gives each page the modules only it needs beyond the entry, and the shared ones to first-paint-shared', () => {
    expect(Object.fromEntries(plan)).toEqual({
      'checkout-machine': 'page-payment-link',
      'radio-group': 'page-payment-link',
      input: 'first-paint-shared',
      field: 'first-paint-shared',
    })
  })

  it('leaves the entry, the route chunks themselves, error-only chunks and other routes alone', () => {
    for (const id of ['react', 'router', 'error-only', 'error-deps', 'register-form', 'zod', `${ROOT}/src/routes/_public/login.tsx?tsr-split=component`]) expect(plan.has(id)).toBe(false)
  })

  it('groups the entry with everything it imports statically, then one chunk per planned name', () => {
    const groups = chunkGroups(plan)
    expect(groups[0]).toMatchObject({ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false })
    expect(groups.slice(1).map((group) => group.name).sort()).toEqual(['first-paint-shared', 'page-payment-link'])
    const shared = groups.find((group) => group.name === 'first-paint-shared')!
    expect(['input', 'radio-group', 'zod'].map((id) => shared.test!(id))).toEqual([true, false, false])
  })
})

describe('the first-paint pages’ own HTML', () => {
  it('is named after the page’s path (the landing keeps index.html)', () => {
    expect(pages.map(pageHtmlFile)).toEqual(['payment-link.html', 'payment-link.html', 'login.html'])
    expect(pageHtmlFile({ path: '/', routes: [] })).toBeNull()
  })

  it('preloads the page’s chunks beyond the entry’s', () => {
    expect(pageChunks(chunks, ROOT, pages[0]!).map((c) => c.fileName)).toEqual(['payment-link.js', 'input.js', 'radio.js'])
    const html = '<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n</html>'
    expect(withModulePreloads(html, ['assets/a.js', 'assets/b.js'], '/')).toBe(
      '<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/a.js">\n    <link rel="modulepreload" crossorigin href="/assets/b.js">\n  </head>\n</html>',
    )
  })
})
