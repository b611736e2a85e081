import '../../i18n/englishPayment'
import { css, cx } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { safeExternalUrl } from '../../domain/safeUrl'
import { CheckoutAmount, PaymentCard } from './CheckoutFrame'
import { formatMoney } from '../../domain/money'
import { LockIcon } from '../common/icons'
import { useTranslator } from '../../i18n/TranslatorContext'

export interface CardPaymentPanelProps {
  amount: number
  currency: string
  redirectUrl: string | null
  onRetry: () => void
}

const primary = cx(button({ size: 'lg' }), css({ colorPalette: 'brand', width: 'full', minH: '12' }))

/** The card payment screen (SPEC §2): amount (2 decimals), SSL note, and the provider link in the same window, or Retry. */
export function CardPaymentPanel({ amount, currency, redirectUrl, onRetry }: CardPaymentPanelProps) {
  const { t, intl } = useTranslator()
  const href = safeExternalUrl(redirectUrl)
  return (
    <PaymentCard title={t('cardTitle')} titleId="card-title">
      <CheckoutAmount label={t('amount')} amount={formatMoney(amount, currency, 2, intl)} />
      <p className={css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', alignItems: 'center', gap: '1.5' })}>
        <LockIcon />
        <span>{t('sslNote')}</span>
      </p>
      {href ? (
        <a href={href} className={primary}>
          {t('continueToPayment')}
        </a>
      ) : (
        <button type="button" className={primary} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
      <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t('cardProviderNote')}</p>
    </PaymentCard>
  )
}
