// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readPageShell, withPageShell } from '../../scripts/pageShells'

const INDEX = '<html><head><title>Paygrid</title>\n  </head><body>\n    <div id="root"></div>\n  </body></html>'

describe('page shells', () => {
  it('puts the shell before #root, its CSS without comments in the head, and holds the first frame until #root is parsed', () => {
    const html = withPageShell(INDEX, { fragment: '<div id="page-shell"><h1>Log in</h1></div>', css: '/* why */ #page-shell h1 { color: red; }', productName: 'Paygrid' })
    expect(html).toContain('<link rel="expect" href="#root" blocking="render">\n    <style>#page-shell h1 { color: red; }</style>\n  </head>')
    expect(html).toContain('<body>\n    <div id="page-shell"><h1>Log in</h1></div>\n    <div id="root"></div>\n  </body>')
  })

  it('holds the first frame for the shell when the page’s stylesheet carries its rules', () => {
    const html = withPageShell(INDEX, { fragment: '<div id="page-shell"><h1>Log in</h1></div>', css: null, productName: 'Paygrid' })
    expect(html).toContain('<title>Paygrid</title>\n    <link rel="expect" href="#root" blocking="render">\n  </head>')
    expect(html).not.toContain('<style>')
  })

  it("writes the configured product name as inert text", () => {
    const html = withPageShell(INDEX, { fragment: '<div id="page-shell"><p>%PRODUCT_NAME%</p></div>', css: '', productName: '<img src=x onerror=alert(1)>' })
    expect(html).toContain('<p>&#60;img src=x onerror=alert(1)&#62;</p>')
    expect(html).not.toContain('<img')
  })

  it('refuses a page without #root and a shell without its id', () => {
    expect(() => withPageShell('<body></body>', { fragment: '<div id="page-shell"></div>', css: '', productName: 'P' })).toThrow(/no <div id="root">/)
    expect(() => withPageShell(INDEX, { fragment: '<div></div>', css: '', productName: 'P' })).toThrow(/id="page-shell"/)
  })

  it("mirrors the pages' first screens: the checkout's loading panel and the login card", () => {
    expect(readPageShell('.', 'checkout.html', 'Paygrid').fragment).toContain('<h1>Loading Payment Link</h1>')
    const login = readPageShell('.', 'login.html', 'Paygrid').fragment
    expect(login).toContain('<h1>Log in</h1>')
    expect(login).toContain('Welcome back. Log in to your dashboard.')
  })
})
