import type { ReactNode } from 'react'
import { css, cx } from '../../../styled-system/css'
import { button, heading } from '../../../styled-system/recipes'
import { useTranslator } from '../../i18n/TranslatorContext'
import { LanguageSwitcher } from './LanguageSwitcher'

/** A full-height centred message with a title, a hint and its actions, the language switcher in the top corner (the checkout's own: its styles are built, not computed). */
export function CenteredPanel({ icon, title, hint, children }: { icon?: ReactNode; title: string; hint?: ReactNode; children?: ReactNode }) {
  return (
    <main className={css({ minH: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: '6', py: '12', position: 'relative' })}>
      <div className={css({ position: 'absolute', insetBlockStart: '4', insetInlineEnd: '4' })}>
        <LanguageSwitcher />
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'md', textAlign: 'center', alignItems: 'center' })}>
        {icon}
        <h1 className={heading({ size: '2xl' })}>{title}</h1>
        {hint && <p className={css({ color: 'fg.muted' })}>{hint}</p>}
        {children && <div className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3', pt: '2', width: { base: 'full', sm: 'auto' } })}>{children}</div>}
      </div>
    </main>
  )
}

/** A centred error with one Try Again button. */
export function RetryPanel({ title, hint, onRetry }: { title: string; hint: ReactNode; onRetry: () => void }) {
  const { t } = useTranslator()
  return (
    <CenteredPanel title={title} hint={hint}>
      <button type="button" className={cx(button({ size: 'lg' }), css({ colorPalette: 'brand' }))} onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </CenteredPanel>
  )
}

/** Leaves the checkout for the product's home page (a page of the app, not of the checkout). */
export function GoHome({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  const { t } = useTranslator()
  return (
    <a href="/" className={cx(variant === 'solid' ? button({ size: 'lg' }) : button({ size: 'lg', variant: 'outline' }), css({ colorPalette: 'brand' }))}>
      {t('goHome')}
    </a>
  )
}
