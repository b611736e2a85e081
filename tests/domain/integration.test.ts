// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { filterIntegrations, maskApiKey, REVIEW_STATUS_BADGE, reviewStatusOf, seesIntegrationOwners, shortIntegrationId } from '../../src/domain/integration'
import { loadCatalog, loadedMessages } from '../../src/i18n/catalog'
import type { Locale } from '../../src/i18n/locales'
import { integrationsMessages, type IntegrationsKey } from '../../src/i18n/messages/integrations.en'
import { translatorOf } from '../../src/i18n/translator'

const translatorIn = (locale: Locale) => translatorOf<IntegrationsKey>(locale, (key) => loadedMessages(integrationsMessages, locale)![key], (text) => text)

type User = components['schemas']['User']
const user = (flags: Partial<User>): User => ({
  email: 'someone@paygrid.test',
  first_name: 'Sam',
  last_name: 'Someone',
  is_staff: false,
  is_admin: false,
  is_client: false,
  is_kyc: true,
  telegram: null,
  subscription: { plan: null, active: false },
  ...flags,
})

describe('integration review rules', () => {
  it('reads the review state from is_pending and is_valid, with SPEC §2 badge words in §4 colours', () => {
    expect(reviewStatusOf({ is_pending: true, is_valid: false })).toBe('pending')
    expect(reviewStatusOf({ is_pending: false, is_valid: true })).toBe('approved')
    expect(reviewStatusOf({ is_pending: false, is_valid: false })).toBe('rejected')
    expect(REVIEW_STATUS_BADGE).toEqual({
      pending: { label: 'Pending', palette: 'yellow' },
      approved: { label: 'Approved', palette: 'green' },
      rejected: { label: 'Rejected', palette: 'red' },
    })
  })

  it('shows owners to admin and staff only, not to the reviewer clients', () => {
    expect(seesIntegrationOwners(user({ is_admin: true }))).toBe(true)
    expect(seesIntegrationOwners(user({ is_staff: true }))).toBe(true)
    // Both client accounts the configuration grants these pages: access by e-mail, never the owners.
    expect(seesIntegrationOwners(user({ is_client: true, email: 'reviewer@paygrid.test' }))).toBe(false)
    expect(seesIntegrationOwners(user({ is_client: true, email: 'partner@paygrid.test' }))).toBe(false)
  })

  it('shows an integration id as its first 8 characters then an ellipsis', () => {
    expect(shortIntegrationId('3f2a9c1e-7b44-4d2a-9e0f-1a2b3c4d5e6f')).toBe('3f2a9c1e...')
  })

  it('searches by hostname, and by owner e-mail only when owners are shown', () => {
    const rows = [
      { id: '1', hostname: 'shop.merchant-demo.com', user_email: 'merchant@paygrid.test' },
      { id: '2', hostname: 'crafts-02.example', user_email: 'client02@paygrid.test' },
    ]
    expect(filterIntegrations(rows, '  ', { byOwner: false })).toEqual(rows)
    expect(filterIntegrations(rows, 'CRAFTS', { byOwner: false }).map((r) => r.id)).toEqual(['2'])
    expect(filterIntegrations(rows, 'merchant@', { byOwner: true }).map((r) => r.id)).toEqual(['1'])
    expect(filterIntegrations(rows, 'client02', { byOwner: false })).toEqual([])
  })

  it('counts the integrations pending review in words (the catalog\'s plural message, in each language)', async () => {
    const pendingReviewCount = (count: number, locale: Locale = 'en') => translatorIn(locale).t('pendingReviewCount', { count })
    await loadCatalog(integrationsMessages, 'fr')
    await loadCatalog(integrationsMessages, 'ar')
    expect(pendingReviewCount(0)).toBe('0 integrations pending review')
    expect(pendingReviewCount(1)).toBe('1 integration pending review')
    expect(pendingReviewCount(6)).toBe('6 integrations pending review')
    expect(pendingReviewCount(1, 'fr')).toBe('1 intégration en attente de vérification')
    expect(pendingReviewCount(6, 'fr')).toBe('6 intégrations en attente de vérification')
    expect(pendingReviewCount(2, 'ar')).toBe('2 عمليتا تكامل بانتظار المراجعة')
    expect(pendingReviewCount(6, 'ar')).toBe('6 عمليات تكامل بانتظار المراجعة')
    expect(pendingReviewCount(11, 'ar')).toBe('11 عملية تكامل بانتظار المراجعة')
  })

  it('masks an API key but its last 4 characters', () => {
    expect(maskApiKey('pk_sandbox_0123456789abcdef')).toBe('••••••••••••••••cdef')
    expect(maskApiKey('short')).toBe('••••••••••••••••')
  })
})
