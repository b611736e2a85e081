import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react'
import { CheckoutToasts } from '../components/checkout/CheckoutToasts'
import { LocaleChoiceProvider, TranslatorProvider } from '../i18n/TranslatorContext'
import { removePageShell } from '../pageShells/removePageShell'
import { checkoutLocale } from './checkoutLocale'

const choose = (locale: Parameters<typeof checkoutLocale.choose>[0]) => void checkoutLocale.choose(locale)

/** A checkout page in the reader's language, with the checkout's toasts (top-center, 3 s); it takes the place of the HTML's static shell. */
export function CheckoutApp({ children }: { children: ReactNode }) {
  const translator = useSyncExternalStore(checkoutLocale.subscribe, checkoutLocale.get)
  useLayoutEffect(() => removePageShell(document), [])
  return (
    <TranslatorProvider value={translator}>
      <LocaleChoiceProvider value={choose}>
        {children}
        <CheckoutToasts />
      </LocaleChoiceProvider>
    </TranslatorProvider>
  )
}
