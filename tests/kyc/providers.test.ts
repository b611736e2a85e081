import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { awaitPopupReport, POPUP_CLOSED_GRACE_MS } from '../../src/kyc/popup'
import { toKycStatus } from '../../src/kyc/kycStatus'
import { createSandboxProvider, SANDBOX_KYC_SOURCE } from '../../src/kyc/sandboxProvider'
import { createVoveProvider } from '../../src/kyc/voveProvider'

function fakePopup() {
  return { closed: false, close: vi.fn(function (this: { closed: boolean }) { this.closed = true }) }
}

function message(data: unknown, source: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('toKycStatus', () => {
  it('accepts the four statuses and the failed/cancelled spellings', () => {
    expect(['success', 'pending', 'canceled', 'failure', 'FAILED', 'cancelled'].map(toKycStatus)).toEqual(['success', 'pending', 'canceled', 'failure', 'failure', 'canceled'])
    expect(toKycStatus('done')).toBeNull()
    expect(toKycStatus(3)).toBeNull()
  })
})

describe('sandbox provider', () => {
  const apiBase = `${window.location.origin}/sandbox`

  it('opens the sandbox provider page with the token and resolves with what that popup reports', async () => {
    const popup = fakePopup()
    const open = vi.fn(() => popup as unknown as Window)
    const result = createSandboxProvider({ apiBase, open }).verify('kyc_1', new AbortController().signal)
    expect(open).toHaveBeenCalledWith(`${apiBase}/__sandbox/kyc-provider?token=kyc_1`, 'kyc-verification', expect.any(String))
    message({ source: SANDBOX_KYC_SOURCE, status: 'success' }, window) // not from the popup: ignored
    message({ source: 'other', status: 'success' }, popup) // not the sandbox's message: ignored
    message({ source: SANDBOX_KYC_SOURCE, status: 'pending' }, popup, 'https://evil.example') // foreign origin: ignored
    message({ source: SANDBOX_KYC_SOURCE, status: 'pending' }, popup)
    await expect(result).resolves.toBe('pending')
  })

  it('rejects when the popup is blocked (the machine says "Failed to start verification.")', async () => {
    await expect(createSandboxProvider({ apiBase, open: () => null }).verify('kyc_1', new AbortController().signal)).rejects.toThrow()
  })
})

describe('awaitPopupReport', () => {
  it('a popup closed without a report counts as canceled after a grace period', async () => {
    const popup = fakePopup()
    const result = awaitPopupReport(popup as unknown as Window, () => null, new AbortController().signal)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(500 + POPUP_CLOSED_GRACE_MS)
    await expect(result).resolves.toBe('canceled')
  })

  it('aborting closes the popup and stops listening', async () => {
    const popup = fakePopup()
    const controller = new AbortController()
    const read = vi.fn(() => 'success' as const)
    const result = awaitPopupReport(popup as unknown as Window, read, controller.signal)
    controller.abort(new Error('left the page'))
    await expect(result).rejects.toThrow('left the page')
    expect(popup.close).toHaveBeenCalled()
    message({}, popup)
    expect(read).not.toHaveBeenCalled()
  })
})

describe('vove provider', () => {
  it('opens the SDK in production mode, in English, with the configured voice guidance, and maps its status', async () => {
    const processIDMatching = vi.fn((options: { onVerificationComplete?: (status: string) => void }) => options.onVerificationComplete?.('failed'))
    const provider = createVoveProvider({ voiceGuidance: true, loadSdk: async () => ({ default: { processIDMatching } }) })
    await expect(provider.verify('tok', new AbortController().signal)).resolves.toBe('failure')
    expect(processIDMatching).toHaveBeenCalledWith(expect.objectContaining({ sessionToken: 'tok', environment: 'production', language: 'en', enableVocalGuidance: true }))
  })

  it.each([undefined, 'sha384-typo'])('refuses to load the configured SDK with integrity %j (the machine says "Failed to start verification.")', async (integrity) => {
    vi.stubEnv('VITE_VOVE_SDK_URL', 'https://cdn.example/web-sdk@0.5.0.mjs')
    if (integrity !== undefined) vi.stubEnv('VITE_VOVE_SDK_INTEGRITY', integrity)
    vi.resetModules()
    try {
      const { createVoveProvider: createConfigured } = await import('../../src/kyc/voveProvider')
      await expect(createConfigured({ voiceGuidance: false }).verify('tok', new AbortController().signal)).rejects.toThrow(
        'No valid integrity hash for https://cdn.example/web-sdk@0.5.0.mjs: it is not loaded',
      )
      expect(document.querySelector('script')).toBeNull()
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('rejects when the SDK does not load', async () => {
    const provider = createVoveProvider({ voiceGuidance: false, loadSdk: async () => ({}) as never })
    await expect(provider.verify('tok', new AbortController().signal)).rejects.toThrow('The verification SDK did not load')
  })
})
