import { describe, expect, it } from 'vitest'
import { CUSTOMER_FORM_RULES, toCustomerForm } from '../../src/domain/customerForm'
import { checkoutHref, isPlausibleId, parseCheckoutSearch } from '../../src/domain/checkoutSearch'
import { buildTransactionPayload, defaultPaymentMethod, parsePaymentMethods, PAYMENT_METHOD_CODES } from '../../src/domain/paymentMethods'
import { toUsdcBaseUnits, usdcPaymentUri } from '../../src/domain/paymentUri'
import { safeExternalUrl } from '../../src/domain/safeUrl'

const billing = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+44 (20) 555-0100' }

describe('customer form rules (SPEC §5)', () => {
  const errors = (values: Partial<typeof billing>) => {
    const form = { ...billing, ...values }
    return Object.entries(CUSTOMER_FORM_RULES).flatMap(([name, rule]) => rule(form[name as keyof typeof form]) ?? [])
  }
  it('accepts a valid customer', () => {
    expect(errors({})).toEqual([])
    expect(errors({ email: 'a.b+c@mail.example.org', phone: '0044 20-555 (0100)' })).toEqual([])
  })
  it('gives the spec messages', () => {
    expect(errors({ email: 'nope' })).toEqual(['Invalid email address'])
    expect(errors({ email: 'a@b' })).toEqual(['Invalid email address'])
    expect(errors({ phone: '12ab' })).toEqual(['Invalid phone number format'])
    expect(errors({ first_name: 'A' })).toEqual(['First name must be at least 2 characters'])
    expect(errors({ first_name: ' A ' })).toEqual(['First name must be at least 2 characters'])
    expect(errors({ last_name: 'B' })).toEqual(['Last name must be at least 2 characters'])
    expect(errors({ first_name: '', last_name: ' ', email: '', phone: '' })).toEqual(['First name is required', 'Last name is required', 'Email is required', 'Phone number is required'])
  })
  it('trims what the payload carries', () => {
    expect(toCustomerForm({ first_name: ' Ada ', last_name: 'Lovelace ', email: ' ada@example.com', phone: ' +44 1 ', extra: 'x' })).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+44 1' })
  })
})

describe('payment methods', () => {
  it('parses the joined methods and picks the default (card with several)', () => {
    expect(parsePaymentMethods('crypto/card')).toEqual(['card', 'crypto'])
    expect(parsePaymentMethods('crypto')).toEqual(['crypto'])
    expect(parsePaymentMethods('bitcoin')).toEqual([])
    expect(defaultPaymentMethod(['card', 'crypto'])).toBe('card')
    expect(defaultPaymentMethod(['crypto'])).toBe('crypto')
    expect(defaultPaymentMethod([])).toBeNull()
    expect(PAYMENT_METHOD_CODES).toEqual({ card: 'VISA_MC', crypto: 'CRYPTO' })
  })
  it('builds exactly the SPEC §3 creation payload', () => {
    expect(buildTransactionPayload('demo-both', billing, 'crypto')).toEqual({
      payment_link_id: 'demo-both',
      billing_info: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', phone: '+44 (20) 555-0100' },
      products: [{ name: 'Payment Link Transaction', price: 0, quantity: 1, description: 'Payment via payment link' }],
      payment_category: 'card',
      payment_method: 'crypto',
    })
  })
})

describe('EIP-681 payment URI', () => {
  const to = '0x52908400098527886E0F7030069857D2E4169EE7'
  it('encodes USDC on Polygon with 6-decimal base units, exactly', () => {
    expect(usdcPaymentUri(to, 12.5)).toBe(`ethereum:0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359@137/transfer?address=${to}&uint256=12500000`)
    expect(toUsdcBaseUnits(0.1 + 0.2)).toBe('300000')
    expect(toUsdcBaseUnits(899.99)).toBe('899990000')
  })
  it('refuses bad addresses and amounts', () => {
    expect(usdcPaymentUri('0x123', 1)).toBeNull()
    expect(usdcPaymentUri(to, 0)).toBeNull()
    expect(usdcPaymentUri(to, Number.NaN)).toBeNull()
  })
})

describe('safe external URLs', () => {
  it('follows https anywhere and http on localhost only', () => {
    expect(safeExternalUrl('https://pay.example.com/x?y=1')).toBe('https://pay.example.com/x?y=1')
    expect(safeExternalUrl('http://localhost:4173/sandbox/__sandbox/card-provider?transaction_id=1')).toContain('localhost:4173')
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'http://evil.example.com', '/relative', '', null, 'not a url']) expect(safeExternalUrl(bad)).toBeNull()
  })
})

describe('checkout search', () => {
  it('reads the two ids as text of at most 200 characters and leaves anything else out', () => {
    expect(parseCheckoutSearch(new URLSearchParams('id=demo-crypto&transaction_id=12'))).toEqual({ id: 'demo-crypto', transaction_id: '12' })
    expect(parseCheckoutSearch(new URLSearchParams('id=&other=1'))).toEqual({ id: '' })
    expect(parseCheckoutSearch(new URLSearchParams(`id=${'a'.repeat(201)}&transaction_id=${'7'.repeat(200)}`))).toEqual({ transaction_id: '7'.repeat(200) })
    expect(parseCheckoutSearch(new URLSearchParams(''))).toEqual({})
  })
  it('writes the checkout\'s URL with plain ids', () => {
    expect(checkoutHref('demo-both')).toBe('/payment-link?id=demo-both')
    expect(checkoutHref('demo both', '5&x')).toBe('/payment-link?id=demo%20both&transaction_id=5%26x')
  })

  it('plausible ids', () => {
    expect(isPlausibleId('demo-crypto')).toBe(true)
    for (const bad of ['', '../x', 'a b', 'x'.repeat(65), '<script>', undefined]) expect(isPlausibleId(bad)).toBe(false)
  })
})
