import { NativeSelect } from '@chakra-ui/react'
import { useAppLocale, useMessages } from '../../i18n/appLocale'
import { dir, isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/locales'
import { commonMessages } from '../../i18n/messages/common.en'
import { useLocaleChoice } from '../../i18n/TranslatorContext'

/**
 * The app's language switcher (issue 23 §2), on the public pages and in the signed-in menu: the browser's own select,
 * each language named in its own script and marked with its language, so a reader finds theirs whatever the page speaks.
 */
export function LanguageSelect() {
  const locale = useAppLocale()
  const { t } = useMessages(commonMessages)
  const choose = useLocaleChoice()
  if (!choose) return null
  return (
    <NativeSelect.Root size="xs" width="auto" flexShrink={0}>
      <NativeSelect.Field aria-label={t('language')} value={locale} onChange={(event) => isLocale(event.target.value) && choose(event.target.value)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option} dir={dir(option)}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
