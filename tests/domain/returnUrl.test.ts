import { describe, expect, it } from 'vitest'
import { parseReturnUrl, RETURN_URL_MAX, RETURN_URL_MESSAGES, shopReturn } from '../../src/domain/returnUrl'

describe("a payment link's return address (issue 19)", () => {
  it('blank or absent is "none"', () => {
    for (const value of [undefined, null, '', '   ']) expect(parseReturnUrl(value)).toEqual({ url: null, error: null })
  })

  it('takes an absolute https address (http only on localhost), trimmed and normalised', () => {
    expect(parseReturnUrl('  https://Shop.Example.com/thanks?order=1  ')).toEqual({ url: 'https://shop.example.com/thanks?order=1', error: null })
    expect(parseReturnUrl('http://localhost:5173/done')).toEqual({ url: 'http://localhost:5173/done', error: null })
  })

  it('refuses everything else with one message: other schemes, relative, user info, spaces, non-text', () => {
    for (const value of ['javascript:alert(1)', 'http://shop.example.com/', 'shop.example.com', '/thanks', 'data:text/html,x', 'https://user:pw@shop.example.com/', 'https://shop.example.com/a b', 'ftp://x.example', 42, {}]) {
      expect(parseReturnUrl(value)).toEqual({ url: null, error: RETURN_URL_MESSAGES.invalid })
    }
    expect(parseReturnUrl(`https://shop.example.com/${'a'.repeat(RETURN_URL_MAX)}`)).toEqual({ url: null, error: RETURN_URL_MESSAGES.tooLong })
  })

  it('"Back to <shop>" names the shop by its hostname, and only for a usable address', () => {
    expect(shopReturn('https://shop.example.com/thanks')).toEqual({ href: 'https://shop.example.com/thanks', shop: 'shop.example.com' })
    expect(shopReturn('javascript:alert(1)')).toBeNull()
    expect(shopReturn(null)).toBeNull()
  })
})
