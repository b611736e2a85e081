// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkoutAr } from '../../src/i18n/messages/checkout.ar'
import { checkoutFr } from '../../src/i18n/messages/checkout.fr'
import { resolveLocale } from '../../src/i18n/locales'
import { loginAr } from '../../src/i18n/messages/login.ar'
import { loginFr } from '../../src/i18n/messages/login.fr'
import { loginMessages } from '../../src/i18n/messages/login.en'

// public/locale.js: the checkout's language before first paint, a classic script of its own (the policy allows no inline script).
const SCRIPT = readFileSync('public/locale.js', 'utf8')
const run = () => new Function(SCRIPT)()

function openAt(search: string, saved: string | null, languages: string[]) {
  window.history.replaceState(null, '', `/payment-link${search}`)
  localStorage.clear()
  if (saved !== null) localStorage.setItem('lang', saved)
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

afterEach(() => {
  // The page's parse ends: the script stops watching it.
  document.dispatchEvent(new Event('DOMContentLoaded'))
  vi.restoreAllMocks()
  localStorage.clear()
  document.body.innerHTML = ''
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

describe('public/locale.js (issue 23 §2: lang and dir right before the first paint)', () => {
  const cases: [search: string, saved: string | null, languages: string[]][] = [
    ['?id=demo-crypto&lang=ar', 'fr', ['fr-FR']],
    ['?lang=FR', null, []],
    ['?lang=de', 'fr', ['ar']],
    ['', 'ar', ['fr']],
    ['', 'xx', ['de-DE', 'fr-CA', 'ar']],
    ['', null, ['ar-MA']],
    ['', null, ['de', 'es']],
    ['', null, []],
  ]

  it.each(cases)('decides as resolveLocale does: search %j, saved %j, browser %j', (search, saved, languages) => {
    openAt(search, saved, languages)
    run()
    const expected = resolveLocale({ search, saved, languages })
    expect({ lang: document.documentElement.lang, dir: document.documentElement.dir }).toEqual({ lang: expected, dir: expected === 'ar' ? 'rtl' : 'ltr' })
  })

  it.each([
    ['ar', 'Loading Payment Link', checkoutAr.loadingLink],
    ['fr', 'Loading Payment Link', checkoutFr.loadingLink],
    ['ar', 'Checking your payment', checkoutAr.checkingPayment],
    ['fr', 'Checking your payment', checkoutFr.checkingPayment],
    ['ar', loginMessages.en.title, loginAr.title],
    ['fr', loginMessages.en.title, loginFr.title],
  ])('in %s, the static shell\'s "%s" is written in the catalog\'s words as the parser adds it', async (lang, english, translated) => {
    openAt(`?lang=${lang}`, null, [])
    run()
    document.body.insertAdjacentHTML('beforeend', `<div id="page-shell"><main><h1>${english}</h1></main></div>`)
    await Promise.resolve()
    expect(document.querySelector('#page-shell h1')?.textContent).toBe(translated)
  })

  it('the login shell (src/pageShells/login.html) names the heading and line the login catalog translates', () => {
    const shell = readFileSync('src/pageShells/login.html', 'utf8')
    expect(shell).toContain(`<h1>${loginMessages.en.title}</h1>`)
    expect(shell).toContain(`<p class="shell-muted">${loginMessages.en.subtitle}</p>`)
  })

  it.each([
    ['ar', loginAr],
    ['fr', loginFr],
  ] as const)('in %s, the login shell\'s heading and line are written in the login catalog\'s words', async (lang, words) => {
    openAt(`?lang=${lang}`, null, [])
    run()
    document.body.insertAdjacentHTML('beforeend', readFileSync('src/pageShells/login.html', 'utf8'))
    await Promise.resolve()
    expect(document.querySelector('#page-shell h1')?.textContent).toBe(words.title)
    expect(document.querySelector('#page-shell .shell-muted')?.textContent).toBe(words.subtitle)
  })

  it('leaves the shell in English for an English reader', async () => {
    openAt('?lang=en', 'ar', ['ar'])
    run()
    document.body.insertAdjacentHTML('beforeend', '<div id="page-shell"><h1>Loading Payment Link</h1></div>')
    await Promise.resolve()
    expect(document.querySelector('#page-shell h1')?.textContent).toBe('Loading Payment Link')
    expect(document.documentElement.dir).toBe('ltr')
  })
})
