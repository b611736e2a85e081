import { css, cx } from '../../../styled-system/css'
import { nativeSelect } from '../../../styled-system/recipes'
import { dir, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales'

/**
 * The language switcher of a lean page (issue 23 §2): the app's LanguageSelect drawn without Chakra, for the login and
 * the checkout, pages of their own whose first load carries no Chakra runtime (styled at build time). The browser's own select, each
 * language named in its own script and marked with its language, so a reader finds theirs whatever the page speaks.
 */
export function LeanLanguageSelect({ locale, label, onChoose, className }: { locale: Locale; label: string; onChoose: (locale: Locale) => void; className?: string }) {
  const parts = nativeSelect({ size: 'xs', variant: 'outline' })
  return (
    <div className={cx(parts.root, css({ width: 'auto', flexShrink: 0 }), className)}>
      <select aria-label={label} value={locale} onChange={(event) => isLocale(event.target.value) && onChoose(event.target.value)} className={cx(parts.field, css({ minH: '8', ps: '2.5' }))}>
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
