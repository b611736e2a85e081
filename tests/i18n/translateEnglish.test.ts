// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defineCatalog, loadCatalog, translateEnglish } from '../../src/i18n/catalog'

describe('translateEnglish: a rule’s English words in the reader’s language', () => {
  it('finds a text that several areas’ catalogs hold in whichever of them the page has loaded', async () => {
    const first = defineCatalog('testFirst', { required: 'Shared text is required' }, { fr: async () => ({ required: 'premier' }), ar: async () => ({ required: 'الأول' }) })
    const second = defineCatalog('testSecond', { emailRequired: 'Shared text is required' }, { fr: async () => ({ emailRequired: 'second' }), ar: async () => ({ emailRequired: 'الثاني' }) })
    expect(translateEnglish('Shared text is required', 'fr')).toBe('Shared text is required')
    await loadCatalog(second, 'fr')
    expect(translateEnglish('Shared text is required', 'fr')).toBe('second')
    await loadCatalog(first, 'ar')
    expect(translateEnglish('Shared text is required', 'ar')).toBe('الأول')
    expect(translateEnglish('A server’s own words', 'ar')).toBe('A server’s own words')
  })

  it('finds a text a rule filled in from a template, and fills the translation with the same values', async () => {
    const catalog = defineCatalog('testTemplate', { required: 'Username is required to continue using {product} (v{version}.)' }, { fr: async () => ({ required: 'Le nom est obligatoire pour utiliser {product} (v{version}.)' }), ar: async () => ({ required: 'الاسم مطلوب لمتابعة استخدام {product}' }) })
    await loadCatalog(catalog, 'fr')
    expect(translateEnglish('Username is required to continue using Paygrid (v2.)', 'fr')).toBe('Le nom est obligatoire pour utiliser Paygrid (v2.)')
    expect(translateEnglish('Username is required to continue using Paygrid', 'fr')).toBe('Username is required to continue using Paygrid')
    expect(translateEnglish('Username is required to continue using Paygrid (v2.)', 'en')).toBe('Username is required to continue using Paygrid (v2.)')
  })
})
