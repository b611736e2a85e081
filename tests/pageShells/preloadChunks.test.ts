import { afterEach, describe, expect, it } from 'vitest'
import { preloadChunks } from '../../src/pageShells/preloadChunks'

afterEach(() => document.head.replaceChildren())

describe('preloadChunks', () => {
  it('preloads every script the page lists, as module scripts fetch them', () => {
    document.head.innerHTML = '<meta name="paygrid:chunks" content="/assets/app.js /assets/page-login.js">'
    preloadChunks(document)
    const links = [...document.head.querySelectorAll('link')]
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual([
      ['modulepreload', '/assets/app.js', ''],
      ['modulepreload', '/assets/page-login.js', ''],
    ])
  })

  it('does nothing on a page that lists none (the development server)', () => {
    preloadChunks(document)
    expect(document.head.querySelectorAll('link')).toHaveLength(0)
  })
})
