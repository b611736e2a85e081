import { useMessages } from '../../i18n/appLocale'
import type { Translator } from '../../i18n/translator'
import { onboardingMessages, type OnboardingKey } from '../../i18n/messages/onboarding.en'
import { formatEuro } from '../../domain/money'

export type OnboardingTranslator = Translator<OnboardingKey>

/** The onboarding screens' words, and their euro: the browser's own format in English (as before), the language's otherwise. */
export function useOnboardingWords(): OnboardingTranslator & { euro: (amount: number) => string } {
  const translator = useMessages(onboardingMessages)
  return { ...translator, euro: (amount) => formatEuro(amount, translator.locale === 'en' ? undefined : translator.intl) }
}
