// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createPendingTransactionStore } from '../../src/machines/checkout/pendingTransactionStore'
import { call, startSandbox } from './support'

startSandbox()

/** The data the stale-record page hands its script (the `data-sandbox` attribute, HTML-decoded). */
function pageData(html: string) {
  const encoded = /data-sandbox="([^"]*)"/.exec(html)?.[1] ?? ''
  return JSON.parse(encoded.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))))
}

describe('stale-record scenario in a browser document', () => {
  it("runs the page's own script: the record it stores is one the checkout finds expired", async () => {
    const html = (await call('/__sandbox/scenario/stale-record')).body as string
    const data = pageData(html)
    const script = (await call('/__sandbox/assets/stale-record.js')).body as string
    localStorage.clear()
    document.body.dataset.sandbox = JSON.stringify(data)
    // jsdom does not navigate: the script's last step (location.replace) is only checked in its text.
    new Function(script.replace('window.location.replace(data.to);', ''))()
    expect(script).toContain('window.location.replace(data.to);')

    const stored = JSON.parse(localStorage.getItem(data.key) ?? 'null')
    expect(stored).toMatchObject({ ...data.record, timestamp: expect.any(Number) })
    expect(Date.now() - stored.timestamp).toBeGreaterThanOrEqual(data.ageMs)
    const transactionId = data.record.transaction_id
    expect(data.to).toBe(`/payment-link?id=demo-crypto&transaction_id=${transactionId}`)
    // What the checkout's pending-transaction store makes of it: expired (and cleaned).
    expect(createPendingTransactionStore().lookup('demo-crypto', transactionId)).toEqual({ kind: 'expired' })
    expect(localStorage.getItem(data.key)).toBeNull()
    // The same record, fresh, would be resumed: the format is the checkout's own.
    localStorage.setItem(data.key, JSON.stringify({ ...stored, timestamp: Date.now() }))
    expect(createPendingTransactionStore().lookup('demo-crypto', transactionId)).toMatchObject({ kind: 'record', record: { transaction_id: transactionId } })
  })
})
