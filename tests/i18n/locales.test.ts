// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dir, isLocale, LOCALE_NAMES, LOCALES, resolveLocale } from '../../src/i18n/locales'

const sources = (overrides: Partial<Parameters<typeof resolveLocale>[0]> = {}) => ({ search: '', saved: null, languages: [], ...overrides })

describe('resolveLocale (issue 23 §2: ?lang=, then the saved choice, then the browser, then English)', () => {
  it('?lang= comes first, over a saved choice and the browser', () => {
    expect(resolveLocale(sources({ search: '?id=demo-crypto&lang=ar', saved: 'fr', languages: ['fr-FR'] }))).toBe('ar')
  })

  it('then the saved choice, over the browser', () => {
    expect(resolveLocale(sources({ saved: 'fr', languages: ['ar-MA', 'en'] }))).toBe('fr')
  })

  it('then the first of the browser languages the product speaks, regional variants included', () => {
    expect(resolveLocale(sources({ languages: ['de-DE', 'ar-MA', 'fr'] }))).toBe('ar')
    expect(resolveLocale(sources({ languages: ['FR_ca'] }))).toBe('fr')
  })

  it('then English', () => {
    expect(resolveLocale(sources({ languages: ['de', 'es-ES'] }))).toBe('en')
    expect(resolveLocale(sources())).toBe('en')
  })

  it('passes over values it does not speak at every step, rather than failing', () => {
    expect(resolveLocale(sources({ search: '?lang=de', saved: 'xx', languages: ['fr'] }))).toBe('fr')
    expect(resolveLocale(sources({ search: '?lang=', saved: '', languages: ['', 'ar'] }))).toBe('ar')
  })

  it('reads each as a language tag, as the browser\'s are', () => {
    expect(resolveLocale(sources({ search: '?lang=FR' }))).toBe('fr')
    expect(resolveLocale(sources({ search: '?lang=ar-MA', languages: ['fr'] }))).toBe('ar')
  })
})

describe('the locales', () => {
  it('Arabic is written right to left, French and English left to right', () => {
    expect(LOCALES.map(dir)).toEqual(['ltr', 'ltr', 'rtl'])
  })

  it('names each language in its own script', () => {
    expect(LOCALE_NAMES).toEqual({ en: 'English', fr: 'Français', ar: 'العربية' })
  })

  it('knows only its own codes', () => {
    expect(LOCALES.filter(isLocale)).toEqual(['en', 'fr', 'ar'])
    expect([undefined, null, 'EN', 'fr-FR', 'de'].some(isLocale)).toBe(false)
  })
})
