import { describe, expect, it } from 'vitest'
import { overBudget, routeChunkOf, routeClosure, type Manifest } from '../../bench/closure.mjs'

// A build like the app's: an entry that dynamically imports every route's split chunks.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: [
      'src/routes/_checkout.tsx?tsr-split=component',
      'src/routes/_checkout/payment-link.tsx?tsr-split=component',
      'src/routes/_checkout/payment-link.tsx?tsr-split=errorComponent',
      'src/routes/_public/login.tsx?tsr-split=component---pendingComponent',
      'src/routes/_public/login.tsx?tsr-split=notFoundComponent',
      'src/routes/dashboard.lazy.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  '_chart.js': { file: 'assets/chart.js' },
  'src/routes/_checkout.tsx?tsr-split=component': { file: 'assets/_checkout.js', isDynamicEntry: true, imports: ['index.html', '_react.js'] },
  'src/routes/_checkout/payment-link.tsx?tsr-split=component': {
    file: 'assets/payment-link.js',
    isDynamicEntry: true,
    imports: ['index.html', '_zod.js'],
    dynamicImports: ['node_modules/qrcode.react/lib/esm/index.js'],
  },
  'src/routes/_checkout/payment-link.tsx?tsr-split=errorComponent': { file: 'assets/payment-link-error.js', isDynamicEntry: true, imports: ['index.html'] },
  'node_modules/qrcode.react/lib/esm/index.js': { file: 'assets/qrcode.js', isDynamicEntry: true },
  'src/routes/_public/login.tsx?tsr-split=component---pendingComponent': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_zod.js'] },
  'src/routes/_public/login.tsx?tsr-split=notFoundComponent': { file: 'assets/login-not-found.js', isDynamicEntry: true },
  'src/routes/dashboard.lazy.tsx': { file: 'assets/dashboard.js', isDynamicEntry: true, imports: ['_chart.js'] },
}

const CHECKOUT = ['src/routes/__root.tsx', 'src/routes/_checkout.tsx', 'src/routes/_checkout/payment-link.tsx']

describe('routeChunkOf', () => {
  it('reads the route file and the split groups of an autoCodeSplitting chunk', () => {
    expect(routeChunkOf('src/routes/_public/login.tsx?tsr-split=component---pendingComponent')).toEqual({ routeFile: 'src/routes/_public/login.tsx', groups: ['component', 'pendingComponent'] })
  })

  it('takes a .lazy route file for its route, and a plain module for no route', () => {
    expect(routeChunkOf('src/routes/dashboard.lazy.tsx')).toEqual({ routeFile: 'src/routes/dashboard.tsx', groups: ['lazy'] })
    expect(routeChunkOf('node_modules/qrcode.react/lib/esm/index.js')).toBeNull()
  })
})

describe('routeClosure', () => {
  it('counts the entry, its static imports, and the render chunks of the routes on the chain with their static imports, once each', () => {
    expect(routeClosure(manifest, CHECKOUT).scripts).toEqual(['assets/index.js', 'assets/react.js', 'assets/router.js', 'assets/_checkout.js', 'assets/payment-link.js', 'assets/zod.js'])
  })

  it("leaves out other routes' chunks, and lists the chain's error chunks and its components' own lazy imports apart", () => {
    const closure = routeClosure(manifest, CHECKOUT)
    expect(closure.scripts).not.toContain('assets/login.js')
    expect(closure.scripts).not.toContain('assets/dashboard.js')
    expect(closure.onError).toEqual(['src/routes/_checkout/payment-link.tsx?tsr-split=errorComponent'])
    expect(closure.deferred).toEqual(['node_modules/qrcode.react/lib/esm/index.js'])
  })

  it('counts a chunk grouping the component with other parts, and a .lazy route file with its imports', () => {
    expect(routeClosure(manifest, ['src/routes/__root.tsx', 'src/routes/_public/login.tsx']).scripts).toEqual(['assets/index.js', 'assets/react.js', 'assets/router.js', 'assets/login.js', 'assets/zod.js'])
    expect(routeClosure(manifest, ['src/routes/__root.tsx', 'src/routes/dashboard.tsx']).scripts).toEqual(['assets/index.js', 'assets/react.js', 'assets/router.js', 'assets/dashboard.js', 'assets/chart.js'])
  })

  it('counts the app an entry starts once the page has painted (its lazy import of no route), with what the app imports', () => {
    const { 'index.html': entry, ...rest } = manifest
    const startsLater: Manifest = {
      ...rest,
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/boot.tsx'] },
      'src/boot.tsx': { ...entry!, file: 'assets/app.js', isEntry: false, isDynamicEntry: true },
    }
    const closure = routeClosure(startsLater, CHECKOUT)
    expect(closure.scripts).toEqual(['assets/index.js', 'assets/app.js', 'assets/react.js', 'assets/router.js', 'assets/_checkout.js', 'assets/payment-link.js', 'assets/zod.js'])
    expect(closure.deferred).toEqual(['node_modules/qrcode.react/lib/esm/index.js'])
  })

  it('refuses a manifest without an entry or with a dangling import', () => {
    expect(() => routeClosure({ '_a.js': { file: 'assets/a.js' } }, CHECKOUT)).toThrow('The manifest has no entry chunk')
    expect(() => routeClosure({ 'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_gone.js'] } }, CHECKOUT)).toThrow('The manifest has no chunk _gone.js')
  })
})

describe('overBudget', () => {
  const measured = { gzipBytes: 150 * 1024, scripts: new Array(9).fill({}) }

  it('names each limit the page exceeds', () => {
    expect(overBudget(measured, { gzipKiB: 140, scripts: 8 })).toEqual(['150 KiB gzip > budget 140 KiB', '9 scripts > budget 8'])
  })

  it('passes a page at or under both limits', () => {
    expect(overBudget(measured, { gzipKiB: 150, scripts: 9 })).toEqual([])
  })
})
