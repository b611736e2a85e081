import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]))
}

describe('production build', () => {
  it('contains no sandbox or msw code', () => {
    const shipped = files('dist').filter((file) => /\.(js|html|css)$/.test(file))
    expect(shipped.length).toBeGreaterThan(0)
    // Strings only the sandbox and msw carry: seeded passwords, control routes, msw's log prefix.
    // (A sandbox-configured build opens the sandbox's KYC provider page, `__sandbox/kyc-provider`:
    // that URL is configuration, the control calls below are not.)
    const controls = ['reset', 'transactions', 'geo', 'tasks', 'emails', 'card-provider', 'qr', 'kyc/'].map((path) => `__sandbox/${path}`)
    const markers = ['Sandbox-pass-1', ...controls, '[MSW]', 'createSandboxHandlers', 'demo-expired']
    for (const file of shipped) {
      const text = readFileSync(file, 'utf8')
      for (const marker of markers) expect(text.includes(marker), `${marker} in ${file}`).toBe(false)
    }
  })
})
