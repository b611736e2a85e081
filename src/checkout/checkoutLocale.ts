import { hrefWithLang } from '../i18n/documentLocale'
import { createLocaleStore } from '../i18n/localeStore'
import { english, loadCheckoutTranslator } from '../i18n/translator'

/** The checkout's language: resolved as public/locale.js resolved it before the first paint, its messages loaded before the first render. */
export const checkoutLocale = createLocaleStore({
  initial: english,
  load: loadCheckoutTranslator,
  nameInUrl: (locale) => window.history.replaceState(window.history.state, '', hrefWithLang(window.location.href, locale, window.location.origin)),
})
