import { describe, expect, it } from 'vitest'
import { LOGOUT_ALL_FAILED, PROFILE_SAVE_FAILED } from '../../src/api/account'
import { PAYMENT_LINKS_LOAD_ERROR } from '../../src/api/paymentLinks'
import { LINK_FORM_MESSAGES } from '../../src/domain/paymentLinkForm'
import { FILTER_MESSAGES } from '../../src/domain/paymentLinksFilters'
import { INVALID_PHONE, profileSchema } from '../../src/domain/profileForm'
import { RETURN_URL_MESSAGES } from '../../src/domain/returnUrl'
import { loadCatalog, translateEnglish, type Catalog } from '../../src/i18n/catalog'
import { paymentLinksMessages } from '../../src/i18n/messages/paymentLinks.en'
import { settingsMessages } from '../../src/i18n/messages/settings.en'

/** Every message the profile form's schema gives (its names' messages are built from the field's name and limits). */
function profileMessages(): string[] {
  const names = ['', 'A', 'A'.repeat(151)]
  return names.flatMap((name) => profileSchema.safeParse({ first_name: name, last_name: name, phone: 'x' }).error?.issues.map((issue) => issue.message) ?? [])
}

// The rules keep their English (their tests pin it); a screen shows them through `text`, which finds only an exact English
// value of a loaded catalog. Each message a rule can give must therefore be one, word for word (the limits', which
// say an amount, are written by the screen with the catalog's `amountMin` and `amountMax`).
const areas: { catalog: Catalog; messages: string[] }[] = [
  { catalog: paymentLinksMessages, messages: [...Object.values(LINK_FORM_MESSAGES).filter((message) => typeof message === 'string'), ...Object.values(RETURN_URL_MESSAGES), ...Object.values(FILTER_MESSAGES), PAYMENT_LINKS_LOAD_ERROR] },
  { catalog: settingsMessages, messages: [...new Set([...profileMessages(), INVALID_PHONE, PROFILE_SAVE_FAILED, LOGOUT_ALL_FAILED])] },
]

describe('the rules\' English messages are in their area\'s catalog (issue 23)', () => {
  it('reads every profile message from the schema (two fields, three rules each, and the phone)', () => {
    expect(new Set(profileMessages()).size).toBe(7)
  })

  it.each(areas.map((area) => [area.catalog.area, area] as const))('%s: every message, word for word, and `text` finds it in French and Arabic', async (_, { catalog, messages }) => {
    expect(Object.values(catalog.en)).toEqual(expect.arrayContaining(messages))
    await Promise.all([loadCatalog(catalog, 'fr'), loadCatalog(catalog, 'ar')])
    for (const message of messages) {
      expect({ message, fr: translateEnglish(message, 'fr') }).not.toEqual({ message, fr: message })
      expect({ message, ar: translateEnglish(message, 'ar') }).not.toEqual({ message, ar: message })
    }
  })
})
