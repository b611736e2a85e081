import { css, cx } from '../../../styled-system/css'
import { heading, progress } from '../../../styled-system/recipes'
import { CheckoutCard } from './CheckoutFrame'
import { Spinner } from './Spinner'
import { formatPercent } from '../../domain/money'
import { useTranslator } from '../../i18n/TranslatorContext'

/** Creating/processing (SPEC §2 checkout step 5): a spinner with the task's percent progress when known. */
export function ProcessingPanel({ progress: value }: { progress: number | null }) {
  const { t, intl } = useTranslator()
  const parts = progress({ size: 'sm' })
  const known = value !== null
  return (
    <CheckoutCard labelledBy="processing-title">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'center', textAlign: 'center', py: '6', minH: '48', justifyContent: 'center' })}>
        <Spinner size="xl" className={css({ color: 'brand.solid', borderWidth: '3px' })} />
        <h1 id="processing-title" className={heading({ size: 'md' })}>
          {t('processing')}
        </h1>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('settingUp')}</p>
        <div data-state={known ? 'loading' : 'indeterminate'} className={cx(parts.root, css({ colorPalette: 'brand', width: 'full', maxW: 'xs' }), known ? css({ visibility: 'visible' }) : css({ visibility: 'hidden' }))}>
          <div role="progressbar" aria-label={t('setupProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={known ? Math.round(value) : undefined} className={parts.track}>
            <div data-state={known ? 'loading' : 'indeterminate'} className={parts.range} style={known ? { width: `${value}%` } : undefined} />
          </div>
          <span aria-live="polite" className={cx(parts.valueText, css({ mt: '1', fontSize: 'xs', color: 'fg.muted' }))}>
            {known ? formatPercent(Math.round(value), 0, intl) : ''}
          </span>
        </div>
      </div>
    </CheckoutCard>
  )
}
