import '../../i18n/englishPayment'
import { lazy, Suspense, type ReactNode } from 'react'
import { css, cx } from '../../../styled-system/css'
import { button, code, heading, list, skeleton } from '../../../styled-system/recipes'
import { usdcPaymentUri } from '../../domain/paymentUri'
import { safeExternalUrl } from '../../domain/safeUrl'
import { CheckoutAmount } from './CheckoutFrame'
import { formatExchangeRate, formatMoney, formatUsdc } from '../../domain/money'
import type { Conversion } from '../../domain/paymentOutcome'
import type { PaymentStatusKind } from '../../domain/transactionStatus'
import { PaymentStatusCard } from './PaymentStatusCard'
import { useTranslator } from '../../i18n/TranslatorContext'
import { Ltr, Phrase } from './Phrase'

// qrcode.react is loaded only when the crypto screen shows.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })))

export interface CryptoPaymentPanelProps {
  amount: number
  address: string
  qrcodeUrl: string | null
  transactionId: string
  /** A EUR link's charge, when the USDC to send is its conversion (named with its rate). */
  charge?: { amount: string; currency: string; conversion: Conversion } | null
  status: PaymentStatusKind
  cancelled?: boolean
  onCopy: (what: 'address' | 'amount', text: string) => void
  /** Once the payment has ended: the receipt, or the way to start again. */
  outcome?: ReactNode
}

/**
 * The crypto payment screen (SPEC §2): amount (4 decimals USDC), QR, address with copy, "Open in wallet" on a phone
 * (the QR's own EIP-681 request: a customer paying from the phone cannot scan its own screen), status, instructions.
 * Once the payment has ended only the status and the outcome remain: nothing asks for money any more.
 */
export function CryptoPaymentPanel({ amount, address, qrcodeUrl, transactionId, charge, status, cancelled, onCopy, outcome }: CryptoPaymentPanelProps) {
  const { t, raw, intl } = useTranslator()
  const uri = usdcPaymentUri(address, amount)
  const fallbackImage = uri ? null : safeExternalUrl(qrcodeUrl)
  const amountText = formatUsdc(amount, intl)
  const steps = list()

  const request = (
    <>
      <div className={css({ display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <CheckoutAmount label={t('amountToSend')} amount={amountText} selectable />
        <button type="button" className={cx(button({ variant: 'outline', size: 'md' }), css({ minH: '11' }))} onClick={() => onCopy('amount', amount.toFixed(4))} aria-label={t('copyAmountOf', { amount: amountText })}>
          {t('copyAmount')}
        </button>
      </div>
      {charge && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-money>
          <Phrase
            text={raw('conversion')}
            values={{
              amount: <Ltr>{formatMoney(charge.amount, charge.currency, 2, intl)}</Ltr>,
              rate: <Ltr>{formatExchangeRate(charge.conversion.from, charge.conversion.to, charge.conversion.rate, intl)}</Ltr>,
            }}
          />
        </p>
      )}

      {uri && (
        <a href={uri} className={cx(button({ size: 'lg' }), css({ colorPalette: 'brand', minH: '12', hideFrom: 'md' }))}>
          {t('openInWallet')}
        </a>
      )}

      {/* The QR box keeps its size whatever fills it (no layout shift). */}
      <div className={css({ alignSelf: 'center', boxSize: '52', bg: 'white', p: '2', rounded: 'l2', borderWidth: '1px', display: 'flex', alignItems: 'center', justifyContent: 'center' })}>
        {uri ? (
          <Suspense fallback={<div data-loading className={cx(skeleton(), css({ boxSize: 'full' }))} />}>
            <QRCodeSVG value={uri} size={192} level="M" role="img" aria-label={t('qrLabel')} style={{ width: '100%', height: '100%' }} />
          </Suspense>
        ) : fallbackImage ? (
          <img src={fallbackImage} alt={t('qrAlt')} className={css({ boxSize: 'full', objectFit: 'contain' })} />
        ) : (
          <p className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>{t('qrUnavailable')}</p>
        )}
      </div>

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p id="wallet-address-label" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('walletAddress')}
        </p>
        <code dir="ltr" aria-labelledby="wallet-address-label" data-testid="wallet-address" className={cx(code(), css({ fontSize: 'sm', p: '2', wordBreak: 'break-all', whiteSpace: 'normal', userSelect: 'all' }))}>
          {address}
        </code>
        <button type="button" className={cx(button({ variant: 'subtle', size: 'lg' }), css({ colorPalette: 'brand', minH: '11' }))} onClick={() => onCopy('address', address)}>
          {t('copyAddress')}
        </button>
      </div>
    </>
  )

  return (
    <PaymentStatusCard title={t('cryptoTitle')} titleId="crypto-title" status={status} cancelled={cancelled} method="crypto" transactionId={transactionId} request={request}>
      {status === 'waiting' ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })}>
          <h2 className={heading({ size: 'sm' })}>{t('howToPay')}</h2>
          <ol role="list" className={cx(steps.root, css({ ps: '5', gap: '1' }))}>
            <li className={steps.item}>
              <Phrase text={raw('stepSend')} values={{ amount: <Ltr>{amountText}</Ltr> }} />
            </li>
            <li className={steps.item}>{t('stepAddress')}</li>
            <li className={steps.item}>{t('stepWait')}</li>
          </ol>
        </div>
      ) : (
        outcome
      )}
    </PaymentStatusCard>
  )
}
