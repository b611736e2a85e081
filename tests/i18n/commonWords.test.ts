// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MALFORMED_RESPONSE } from '../../src/api/apiError'
import { SESSION_REFRESH_UNAVAILABLE } from '../../src/api/refreshRetry'
import { COPY_MESSAGES } from '../../src/components/common/clipboard'
import { loadCatalog, translateEnglish } from '../../src/i18n/catalog'
import { commonMessages } from '../../src/i18n/messages/common.en'

// The words rules and constants keep in English, which the shared catalog must hold word for word so that `text` finds them.
const constants = [...Object.values(COPY_MESSAGES).flatMap(({ ok, fail }) => [ok, fail]), MALFORMED_RESPONSE, SESSION_REFRESH_UNAVAILABLE]

describe('the shared words a rule or constant keeps in English', () => {
  it('are in the common catalog word for word', () => {
    const english = new Set(Object.values(commonMessages.en))
    expect(constants.filter((text) => !english.has(text))).toEqual([])
  })

  it('are found in French and Arabic once the catalog has loaded; a text no catalog holds (the server\'s) comes back as sent', async () => {
    await Promise.all([loadCatalog(commonMessages, 'fr'), loadCatalog(commonMessages, 'ar')])
    expect(translateEnglish(COPY_MESSAGES.walletId.ok, 'fr')).toBe('Identifiant du portefeuille copié dans le presse-papiers\u202f!')
    expect(translateEnglish(MALFORMED_RESPONSE, 'ar')).toBe('أرسل الخادم استجابة غير متوقعة. يُرجى المحاولة مرة أخرى.')
    expect(translateEnglish(SESSION_REFRESH_UNAVAILABLE, 'fr')).toBe('La session n’a pas pu être renouvelée. Veuillez réessayer.')
    expect(translateEnglish('Insufficient balance in wallet', 'fr')).toBe('Insufficient balance in wallet')
  })
})
