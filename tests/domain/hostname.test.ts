// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { HOSTNAME_MESSAGES, isBareHostname, parseWebsite, websiteHref } from '../../src/domain/hostname'

const RTL_OVERRIDE = 'Invoice \u202Efdp.exe'
const HOSTILE = ['javascript:alert(1)', 'evil.com/path', 'user@evil.com', '<img src=x>', 'a'.repeat(10_000), RTL_OVERRIDE, 'evil\u202E.com', 'zero\u200Bwidth.example']

describe('the link rule: a stored website becomes a link only when it is a bare hostname or its https address', () => {
  it('links a bare hostname to https://<hostname>', () => {
    expect(websiteHref('shop.example.com')).toBe('https://shop.example.com')
    expect(websiteHref('xn--bcher-kva.example')).toBe('https://xn--bcher-kva.example')
  })

  it.each(['https://shop.example.com', 'https://shop.example.com/', 'HTTPS://shop.example.com'])(
    'opens %j, an https address of a bare hostname, at https://<hostname> (SPEC §2: https:// prefixed only if missing)',
    (value) => {
      expect(websiteHref(value)).toBe('https://shop.example.com')
    },
  )

  it.each(HOSTILE)('never links %j', (value) => {
    expect(isBareHostname(value)).toBe(false)
    expect(websiteHref(value)).toBeNull()
  })

  it.each([
    ['http://shop.example.com', 'another scheme'],
    ['ftp://shop.example.com', 'another scheme'],
    ['https://', 'a scheme and no hostname'],
    ['https://https://shop.example.com', 'a scheme twice'],
    ['https://shop.example.com/path', 'an https address with a path'],
    ['https://shop.example.com//', 'an https address with a path'],
    ['https://user@shop.example.com', 'an https address with user-info'],
    ['https://shop.example.com:8443', 'an https address with a port'],
    ['https://Shop.Example.com', 'an https address whose hostname the parser rewrites'],
    ['https://javascript:alert(1)', 'an https address of no hostname'],
    ['shop.example.com:8443', 'a port'],
    ['Shop.Example.com', 'upper case the URL parser rewrites'],
    ['%41.example.com', 'a percent-escape'],
    ['bücher.example', 'a Unicode name the parser turns into punycode'],
    ['shop.example.com?x=1', 'a query'],
    ['shop.example.com#top', 'a fragment'],
    ['', 'nothing'],
  ])('never links %j (%s)', (value) => {
    expect(websiteHref(value)).toBeNull()
  })

  it('never links what is not a string, nor a name longer than DNS allows', () => {
    expect(websiteHref(undefined)).toBeNull()
    expect(websiteHref(42)).toBeNull()
    expect(websiteHref(`${'a'.repeat(60)}.`.repeat(5) + 'example')).toBeNull()
    expect(websiteHref(`${'a'.repeat(60)}.`.repeat(4) + 'example')).not.toBeNull()
  })
})

describe('the website field: a bare hostname, or a pasted https address, else the problem in words', () => {
  it.each([
    ['shop.example.com', 'shop.example.com'],
    ['https://shop.example.com/', 'shop.example.com'],
    ['  HTTPS://Shop.Example.com  ', 'shop.example.com'],
    ['www.boutique-7.example', 'www.boutique-7.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('%j is stored as %j', (typed, hostname) => {
    expect(parseWebsite(typed)).toEqual({ hostname, error: null })
  })

  it.each([
    ['', HOSTNAME_MESSAGES.required],
    ['   ', HOSTNAME_MESSAGES.required],
    [undefined, HOSTNAME_MESSAGES.required],
    ['shop example.com', HOSTNAME_MESSAGES.spaces],
    ['<img src=x>', HOSTNAME_MESSAGES.spaces],
    ['http://shop.example.com', HOSTNAME_MESSAGES.scheme],
    ['ftp://shop.example.com', HOSTNAME_MESSAGES.scheme],
    ['javascript:alert(1)', HOSTNAME_MESSAGES.scheme],
    ['https://javascript:alert(1)', HOSTNAME_MESSAGES.scheme],
    ['data:text/html,hi', HOSTNAME_MESSAGES.scheme],
    ['user@evil.com', HOSTNAME_MESSAGES.userInfo],
    ['https://user:pass@shop.example.com', HOSTNAME_MESSAGES.userInfo],
    ['evil.com/path', HOSTNAME_MESSAGES.path],
    ['https://shop.example.com/?x=1', HOSTNAME_MESSAGES.path],
    ['shop.example.com#top', HOSTNAME_MESSAGES.path],
    ['shop.example.com\\admin', HOSTNAME_MESSAGES.path],
    ['shop.example.com:8443', HOSTNAME_MESSAGES.port],
    ['localhost', HOSTNAME_MESSAGES.invalid],
    ['192.168.1.10', HOSTNAME_MESSAGES.invalid],
    ['shop..example.com', HOSTNAME_MESSAGES.invalid],
    ['-shop.example.com', HOSTNAME_MESSAGES.invalid],
    ['bücher.example', HOSTNAME_MESSAGES.invalid],
    ['%41.example.com', HOSTNAME_MESSAGES.invalid],
    ['<script>.com', HOSTNAME_MESSAGES.invalid],
    ['zero\u200Bwidth.example', HOSTNAME_MESSAGES.invalid],
    ['evil\u202E.com', HOSTNAME_MESSAGES.invalid],
    [`${'a'.repeat(10_000)}.com`, HOSTNAME_MESSAGES.invalid],
  ])('%j is refused: %s', (typed, error) => {
    expect(parseWebsite(typed)).toEqual({ hostname: null, error })
  })

  it('only ever returns a hostname the link rule accepts', () => {
    for (const typed of ['shop.example.com', 'https://A.b-c.example/', ...HOSTILE]) {
      const { hostname } = parseWebsite(typed)
      if (hostname !== null) expect(isBareHostname(hostname)).toBe(true)
    }
  })
})
