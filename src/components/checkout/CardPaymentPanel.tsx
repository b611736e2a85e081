import { css, cx } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { safeExternalUrl } from '../../domain/safeUrl'
import { CheckoutAmount, PaymentCard } from './CheckoutFrame'
import { formatMoney } from '../../domain/money'
import { LockIcon } from '../common/icons'

export interface CardPaymentPanelProps {
  amount: number
  currency: string
  redirectUrl: string | null
  onRetry: () => void
}

const primary = cx(button({ size: 'lg' }), css({ colorPalette: 'brand', width: 'full', minH: '12' }))

/** The card payment screen (SPEC §2): amount (2 decimals), SSL note, and the provider link in the same window, or Retry. */
export function CardPaymentPanel({ amount, currency, redirectUrl, onRetry }: CardPaymentPanelProps) {
  const href = safeExternalUrl(redirectUrl)
  return (
    <PaymentCard title="Credit Card Payment" titleId="card-title">
      <CheckoutAmount label="Amount" amount={formatMoney(amount, currency)} />
      <p className={css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', alignItems: 'center', gap: '1.5' })}>
        <LockIcon />
        <span>256-bit SSL encryption</span>
      </p>
      {href ? (
        <a href={href} className={primary}>
          Continue to Payment
        </a>
      ) : (
        <button type="button" className={primary} onClick={onRetry}>
          Retry
        </button>
      )}
      <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>You will enter your card details on our payment provider&apos;s secure page and come back here afterwards.</p>
    </PaymentCard>
  )
}
