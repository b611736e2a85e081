import { createContext, useContext } from 'react'
import type { Locale } from './locales'
import { english, type Translator } from './translator'

const TranslatorContext = createContext<Translator>(english)
const LocaleChoiceContext = createContext<((locale: Locale) => void) | null>(null)

/** The language a page speaks, and how the reader changes it (a page without one speaks English and offers no switcher). */
export const TranslatorProvider = TranslatorContext.Provider
export const LocaleChoiceProvider = LocaleChoiceContext.Provider

/** The words and formats of the page's language. */
export const useTranslator = () => useContext(TranslatorContext)
/** Changes the page's language; null when the page offers no choice. */
export const useLocaleChoice = () => useContext(LocaleChoiceContext)
