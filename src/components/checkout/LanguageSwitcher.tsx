import { css, cx } from '../../../styled-system/css'
import { nativeSelect } from '../../../styled-system/recipes'
import { dir, isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/locales'
import { useLocaleChoice, useTranslator } from '../../i18n/TranslatorContext'

/**
 * The checkout's language switcher (issue 23): the browser's own select (small, works on every phone), each language
 * named in its own script and marked with its language, so a reader finds theirs whatever the page speaks now.
 */
export function LanguageSwitcher() {
  const { locale, t } = useTranslator()
  const choose = useLocaleChoice()
  if (!choose) return null
  const parts = nativeSelect({ size: 'xs', variant: 'outline' })
  return (
    <div className={cx(parts.root, css({ width: 'auto', flexShrink: 0, _print: { display: 'none' } }))}>
      <select aria-label={t('language')} value={locale} onChange={(event) => isLocale(event.target.value) && choose(event.target.value)} className={cx(parts.field, css({ minH: '8', ps: '2.5' }))}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option} dir={dir(option)}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className={parts.indicator}>
        <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </span>
    </div>
  )
}
