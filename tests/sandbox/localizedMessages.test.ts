// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { localizeMessage, requestedLanguage } from '../../sandbox/messages'
import { loadCatalog, type Catalog } from '../../src/i18n/catalog'
import { checkoutEn } from '../../src/i18n/messages/checkout.en'
import { checkoutFr } from '../../src/i18n/messages/checkout.fr'
import { checkoutAr } from '../../src/i18n/messages/checkout.ar'
import { paymentEn } from '../../src/i18n/messages/payment.en'
import { call, login, startSandbox } from './support'

const { clock } = startSandbox({ accessTtlSeconds: 60 })

const asking = (language: string) => new Request('http://sandbox.test/', { headers: { 'Accept-Language': language } })

describe('the language a request asks its messages in (Accept-Language)', () => {
  it('is the first language the sandbox writes, by quality then order; English, others and none leave the messages as written', () => {
    expect(requestedLanguage(asking('fr'))).toBe('fr')
    expect(requestedLanguage(asking('ar'))).toBe('ar')
    expect(requestedLanguage(asking('fr-FR,fr;q=0.9,en;q=0.8'))).toBe('fr')
    expect(requestedLanguage(asking('de-DE, ar-MA;q=0.5'))).toBe('ar')
    expect(requestedLanguage(asking('en;q=0.4, fr;q=0.8'))).toBe('fr')
    expect(requestedLanguage(asking('en-US,fr;q=0.9'))).toBeNull()
    expect(requestedLanguage(asking('fr;q=0, de'))).toBeNull()
    expect(requestedLanguage(asking('de'))).toBeNull()
    expect(requestedLanguage(new Request('http://sandbox.test/'))).toBeNull()
  })
})

describe('the sandbox’s messages in French and Arabic', () => {
  it('translates a message it knows, fills a template with the values as sent, and leaves any other as it is', () => {
    expect(localizeMessage('Invalid email or password.', 'fr')).toBe('E-mail ou mot de passe incorrect.')
    expect(localizeMessage('Invalid email or password.', 'ar')).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.')
    expect(localizeMessage('Promo code WELCOME10 does not apply to the Basic plan.', 'fr')).toBe('Le code promo WELCOME10 ne s’applique pas à la formule Basic.')
    expect(localizeMessage("Amount exceeds the wallet's available balance of 12.50 USD.", 'ar')).toBe('يتجاوز المبلغ الرصيد المتاح في المحفظة، وهو 12.50 USD.')
    expect(localizeMessage('page must be an integer between 1 and 1000.', 'fr')).toBe('page must be an integer between 1 and 1000.')
  })

  it('keeps the token failures’ 401 messages English: clients read them to refresh the session (SPEC §4)', () => {
    for (const message of ['Token has expired', 'Invalid token', 'No token provided or invalid token format']) {
      expect(localizeMessage(message, 'fr')).toBe(message)
      expect(localizeMessage(message, 'ar')).toBe(message)
    }
  })

  it('writes a message the app’s catalogs also hold as the catalogs write it (one wording per language on a screen)', async () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../src/i18n/messages/*.en.ts', { eager: true })
    const isCatalog = (value: unknown): value is Catalog => typeof value === 'object' && value !== null && 'area' in value && 'load' in value
    const catalogs = Object.values(modules).flatMap((module) => Object.values(module).filter(isCatalog))
    const written: { en: unknown; fr: unknown; ar: unknown }[] = []
    for (const catalog of catalogs) {
      const [fr, ar] = await Promise.all([loadCatalog(catalog, 'fr'), loadCatalog(catalog, 'ar')])
      for (const key of Object.keys(catalog.en)) written.push({ en: catalog.en[key], fr: fr[key], ar: ar[key] })
    }
    const checkout: Record<string, unknown> = { ...checkoutEn, ...paymentEn }
    for (const key of Object.keys(checkout)) written.push({ en: checkout[key], fr: (checkoutFr as Record<string, unknown>)[key], ar: (checkoutAr as Record<string, unknown>)[key] })
    const shared = written.filter((words): words is { en: string; fr: string; ar: string } => typeof words.en === 'string' && localizeMessage(words.en, 'fr') !== words.en)
    expect(shared.map((words) => words.en)).toEqual(expect.arrayContaining(['Invalid promo code', 'Please select at least one payment method', 'Payment link created successfully!']))
    const sandbox = shared.map((words) => ({ en: words.en, fr: localizeMessage(words.en, 'fr'), ar: localizeMessage(words.en, 'ar') }))
    expect(sandbox).toEqual(shared)
  })
})

describe('the sandbox answers in the language the request asks for', () => {
  it('a refused login, in French, in Arabic, and in English without the header', async () => {
    const credentials = { email: 'merchant@paygrid.test', password: 'nope' }
    expect(await call('/auth/login', { body: credentials, headers: { 'Accept-Language': 'fr' } })).toMatchObject({ status: 401, body: { message: 'E-mail ou mot de passe incorrect.' } })
    expect(await call('/auth/login', { body: credentials, headers: { 'Accept-Language': 'ar' } })).toMatchObject({ status: 401, body: { message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' } })
    expect(await call('/auth/login', { body: credentials })).toMatchObject({ status: 401, body: { message: 'Invalid email or password.' } })
    expect(await call('/auth/login', { body: credentials, headers: { 'Accept-Language': 'en' } })).toMatchObject({ status: 401, body: { message: 'Invalid email or password.' } })
  })

  it('a success keeps its data beside the translated message', async () => {
    const { access } = await login('merchant@paygrid.test')
    const saved = await call('/auth/me', { method: 'PATCH', token: access, body: { first_name: 'Mina' }, headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } })
    expect(saved).toMatchObject({ status: 200, body: { message: 'Paramètres enregistrés.', data: { first_name: 'Mina', email: 'merchant@paygrid.test' } } })
  })

  it('a token failure stays English in French, so the client still refreshes the session', async () => {
    const { access } = await login('admin@paygrid.test')
    clock.now += 61_000
    expect(await call('/auth/me', { token: access, headers: { 'Accept-Language': 'fr' } })).toMatchObject({ status: 401, body: { message: 'Token has expired' } })
  })
})
