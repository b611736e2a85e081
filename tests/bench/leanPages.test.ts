// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { leanPageRedirect } from '../../scripts/leanPages'

describe('a lean page written with a trailing slash', () => {
  it('is sent to the page itself, its query kept', () => {
    expect(leanPageRedirect('/process-payment/')).toBe('/process-payment')
    expect(leanPageRedirect('/process-payment//?transaction_id=abc&status=ok')).toBe('/process-payment?transaction_id=abc&status=ok')
    expect(leanPageRedirect('/payment-link/?id=demo-crypto')).toBe('/payment-link?id=demo-crypto')
    expect(leanPageRedirect('/process-payment/wc/final-step/')).toBe('/process-payment/wc/final-step')
    expect(leanPageRedirect('/login/?redirect=%2Fwallet')).toBe('/login?redirect=%2Fwallet')
  })

  it('leaves every other path alone', () => {
    expect(leanPageRedirect('/process-payment')).toBeNull()
    expect(leanPageRedirect('/payment-link?id=x/')).toBeNull()
    expect(leanPageRedirect('/')).toBeNull()
    expect(leanPageRedirect('/dashboard/')).toBeNull()
    expect(leanPageRedirect('/process-payment/other/')).toBeNull()
  })
})
