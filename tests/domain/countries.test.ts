import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, countryOptions, isCountryCode, searchCountries } from '../../src/domain/countries'

describe('countries (issue 35 §8)', () => {
  it('are the 249 ISO 3166-1 alpha-2 codes', () => {
    expect(COUNTRY_CODES).toHaveLength(249)
    expect(new Set(COUNTRY_CODES).size).toBe(249)
    expect(isCountryCode('FR')).toBe(true)
    for (const wrong of ['Fr', 'fr', 'FX', 'France', '']) expect(isCountryCode(wrong)).toBe(false)
  })

  it('are named and sorted in the reader’s language', () => {
    const fr = countryOptions('fr-FR')
    expect(fr.find((country) => country.value === 'DE')?.label).toBe('Allemagne')
    expect(countryOptions('en-US').find((country) => country.value === 'DE')?.label).toBe('Germany')
    expect(countryOptions('ar-u-nu-latn').find((country) => country.value === 'MA')?.label).toBe('المغرب')
    // French order puts É with E: Égypte before Érythrée before Espagne.
    const order = fr.map((country) => country.value)
    expect(order.indexOf('EG')).toBeLessThan(order.indexOf('ER'))
    expect(order.indexOf('ER')).toBeLessThan(order.indexOf('ES'))
    expect(fr).toHaveLength(249)
  })

  it('are found by a part of the name, without case or accents, or by the code', () => {
    const fr = countryOptions('fr-FR')
    expect(searchCountries(fr, 'egy').map((country) => country.value)).toEqual(['EG'])
    expect(searchCountries(fr, ' COTE ').map((country) => country.value)).toContain('CI')
    expect(searchCountries(fr, 'gb').map((country) => country.value)).toEqual(['GB'])
    expect(searchCountries(fr, '')).toHaveLength(249)
    expect(searchCountries(fr, 'zzz')).toEqual([])
  })
})
