import { afterEach, describe, expect, it, vi } from 'vitest'
import { importVerifiedModule } from '../../src/kyc/verifiedModule'

const URL_ = 'https://cdn.example/@vove-id/web-sdk@0.5.0/dist/web-sdk.mjs'
const INTEGRITY = `sha384-${'A'.repeat(63)}B`

const pendingScript = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]')

afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()))

describe('importVerifiedModule', () => {
  it('lets the browser check the module against its hash first, then imports that same URL', async () => {
    const sdk = { processIDMatching: vi.fn() }
    const importModule = vi.fn(async () => sdk)
    const loaded = importVerifiedModule(URL_, INTEGRITY, { importModule })
    const script = pendingScript()
    expect(script?.getAttribute('src')).toBe(URL_)
    expect(script?.getAttribute('integrity')).toBe(INTEGRITY)
    expect(script?.getAttribute('crossorigin')).toBe('anonymous')
    expect(importModule).not.toHaveBeenCalled()
    script?.dispatchEvent(new Event('load'))
    await expect(loaded).resolves.toBe(sdk)
    expect(importModule).toHaveBeenCalledWith(URL_)
    expect(pendingScript()).toBeNull()
  })

  it('a file that fails its integrity check (or does not load) is never imported', async () => {
    const importModule = vi.fn()
    const loaded = importVerifiedModule(URL_, INTEGRITY, { importModule })
    pendingScript()?.dispatchEvent(new Event('error'))
    await expect(loaded).rejects.toThrow(`${URL_} did not load or failed its integrity check`)
    expect(importModule).not.toHaveBeenCalled()
  })

  it.each([
    ['no hash', ''],
    ['a hash the browser would ignore', 'sha384-tooshort'],
    ['an unknown algorithm', `sha999-${'A'.repeat(64)}`],
  ])('refuses at once with %s, fetching nothing', async (_, integrity) => {
    const importModule = vi.fn()
    await expect(importVerifiedModule(URL_, integrity, { importModule })).rejects.toThrow(`No valid integrity hash for ${URL_}: it is not loaded`)
    expect(pendingScript()).toBeNull()
    expect(importModule).not.toHaveBeenCalled()
  })

  it('refuses without a URL', async () => {
    await expect(importVerifiedModule('', INTEGRITY)).rejects.toThrow('The module URL is not configured')
  })
})
