import { LocaleProvider } from '@chakra-ui/react'
import { createContext, use, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { loadCatalog, translateEnglish, type Catalog } from './catalog'
import type { RouterHistory } from '@tanstack/react-router'
import { applyDocumentLocale, hrefWithLang } from './documentLocale'
import { createLocaleStore, openingLocale, type LocaleStore } from './localeStore'
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from './locales'
import { LocaleChoiceProvider } from './TranslatorContext'
import { translatorOf, type Translator } from './translator'

// The catalogs the app's screens have spoken with: a new language loads theirs before the page switches, so a switch
// repaints in place instead of showing the screens' skeletons while words load.
const catalogsInUse = new Set<Catalog>()

/**
 * The app's language (created once with the app, outside React, as the auth actor is): the one the page opened in
 * (public/locale.js has already set `<html lang dir>`), or the reader's choice, named in the URL as `?lang=` through the
 * router's own history, so the router's location follows (and the root route keeps `lang` on in-app links); the saved
 * choice speaks on wherever a URL does not name it.
 */
export function createAppLocale(history: RouterHistory): LocaleStore<Locale> {
  const search = () => history.location.search
  const initial = openingLocale(search())
  applyDocumentLocale(document.documentElement, initial)
  return createLocaleStore<Locale>({
    initial,
    search,
    nameInUrl: (locale) => history.replace(hrefWithLang(history.location.href, locale), history.location.state),
    load: async (locale) => {
      await Promise.all([...catalogsInUse].map((catalog) => loadCatalog(catalog, locale)))
      return locale
    },
  })
}

const AppLocaleContext = createContext<Locale>(DEFAULT_LOCALE)

/** The app's language for every screen below, Chakra's (and Ark's) direction with it, and the switcher's way to change it. */
export function AppLocaleProvider({ store, children }: { store: LocaleStore<Locale>; children: ReactNode }) {
  const locale = useSyncExternalStore(store.subscribe, store.get)
  return (
    <AppLocaleContext.Provider value={locale}>
      <LocaleChoiceProvider value={store.choose}>
        <LocaleProvider locale={INTL_LOCALES[locale]}>{children}</LocaleProvider>
      </LocaleChoiceProvider>
    </AppLocaleContext.Provider>
  )
}

/** The app's language (English where no provider is, as in a component's own test). */
export const useAppLocale = () => useContext(AppLocaleContext)

/**
 * An area's words in the reader's language: `t(key, params)`, `text(english)` for a rule's or machine's words, and the
 * tags money and dates format with. A language not loaded yet suspends the screen (its skeleton) until its words arrive.
 */
export function useMessages<K extends string>(catalog: Catalog<K>): Translator<K> {
  const locale = useAppLocale()
  catalogsInUse.add(catalog)
  // `use` on every render in a language that loads (React replays a suspended screen and wants the same calls).
  const messages = locale === 'en' ? catalog.en : use(loadCatalog(catalog, locale))
  return useMemo(() => translatorOf<K>(locale, (key) => messages[key] ?? catalog.en[key] ?? key, (text) => translateEnglish(text, locale)), [catalog, locale, messages])
}
