import { css } from '../../../styled-system/css'
import { useLocaleChoice, useTranslator } from '../../i18n/TranslatorContext'
import { LeanLanguageSelect } from '../login/LeanLanguageSelect'

/** The checkout's language switcher (issue 23): the lean pages' select, left off the printed receipt. */
export function LanguageSwitcher() {
  const { locale, t } = useTranslator()
  const choose = useLocaleChoice()
  if (!choose) return null
  return <LeanLanguageSelect locale={locale} label={t('language')} onChoose={choose} className={css({ _print: { display: 'none' } })} />
}
