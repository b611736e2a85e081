import { useSyncExternalStore } from 'react'
import { loadCatalog, translateEnglish } from '../i18n/catalog'
import { hrefWithLang } from '../i18n/documentLocale'
import type { Message } from '../i18n/format'
import { createLocaleStore } from '../i18n/localeStore'
import type { Locale } from '../i18n/locales'
import { loginMessages, type LoginKey } from '../i18n/messages/login.en'
import { translatorOf, type Translator } from '../i18n/translatorOf'

const speaking = (locale: Locale, messages: Readonly<Record<LoginKey, Message>>): Translator<LoginKey> =>
  translatorOf<LoginKey>(locale, (key) => messages[key] ?? loginMessages.en[key], (text) => translateEnglish(text, locale))

/**
 * The login page's language (it has no router, as the checkout has none): resolved as public/locale.js resolved it
 * before the first paint, the login's own catalog loaded before the first render (src/login/openLoginPage.tsx).
 */
export const loginLocale = createLocaleStore<Translator<LoginKey>>({
  initial: speaking('en', loginMessages.en),
  load: async (locale) => speaking(locale, await loadCatalog(loginMessages, locale)),
  nameInUrl: (locale) => window.history.replaceState(window.history.state, '', hrefWithLang(window.location.href, locale, window.location.origin)),
})

/** The login page's words in the reader's language (repainted when the reader chooses another). */
export const useLoginWords = () => useSyncExternalStore(loginLocale.subscribe, loginLocale.get)
