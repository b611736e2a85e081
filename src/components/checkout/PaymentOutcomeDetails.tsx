import '../../i18n/englishPayment'
import { Fragment, type ReactNode } from 'react'
import { css, cx } from '../../../styled-system/css'
import { button, heading } from '../../../styled-system/recipes'
import { DownloadIcon, ExternalLinkIcon, PrintIcon } from '../common/icons'
import type { ShopReturn } from '../../domain/returnUrl'
import { useTranslator } from '../../i18n/TranslatorContext'
import { Ltr, Phrase } from './Phrase'

export interface PaymentOutcomeDetailsProps {
  kind: 'completed' | 'failed'
  transactionId: string
  /** Completed: the receipt's lines (label, value). */
  receipt?: [label: string, value: string][]
  onPrint?: () => void
  onDownload?: () => void
  /** Failed: a new payment (a new intent); absent when the link can no longer be paid. */
  onStartNew?: () => void
  /** The merchant's page, when the link names one ("Back to <shop>"). */
  shopReturn: ShopReturn | null
  /** A line for the customer under the receipt (e.g. where the order is confirmed). */
  note?: ReactNode
}

const ARABIC_LETTER = /[\u0600-\u06ff]/

/** Hidden on paper: the printed receipt keeps only its facts. */
const keepButton = cx(button({ size: 'lg', variant: 'outline' }), css({ minH: '11', flex: '1', _print: { display: 'none' } }))
const brandButton = css({ colorPalette: 'brand', minH: '12', _print: { display: 'none' } })

/** What follows an ended payment: the receipt with ways to keep it, or the way to start again; and the way back to the shop. */
export function PaymentOutcomeDetails({ kind, transactionId, receipt = [], onPrint, onDownload, onStartNew, shopReturn, note }: PaymentOutcomeDetailsProps) {
  const { t, raw } = useTranslator()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {kind === 'completed' ? (
        <>
          <section aria-labelledby="receipt-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <h2 id="receipt-title" className={heading({ size: 'sm' })}>
              {t('receipt')}
            </h2>
            <dl className={css({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: '4', rowGap: '2', fontSize: 'sm' })}>
              {receipt.map(([label, value]) => (
                <Fragment key={label}>
                  <dt className={css({ color: 'fg.muted' })}>{label}</dt>
                  {/* Each value in its own direction: a date in words follows the language; an amount, a rate or an id (no Arabic letter) stays left to right. */}
                  <dd dir={ARABIC_LETTER.test(value) ? 'auto' : 'ltr'} className={css({ fontWeight: 'medium', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' })}>
                    {value}
                  </dd>
                </Fragment>
              ))}
            </dl>
          </section>
          {note && <p className={css({ fontSize: 'sm' })}>{note}</p>}
          <div className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3', _print: { display: 'none' } })}>
            <button type="button" className={keepButton} onClick={onPrint}>
              <PrintIcon /> {t('printReceipt')}
            </button>
            <button type="button" className={keepButton} onClick={onDownload}>
              <DownloadIcon /> {t('downloadReceipt')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <Phrase
              text={raw('supportId')}
              values={{
                id: (
                  <span dir="ltr" data-money className={css({ fontWeight: 'medium', color: 'fg' })}>
                    TX{transactionId}
                  </span>
                ),
              }}
            />
          </p>
          {onStartNew && (
            <button type="button" className={cx(button({ size: 'lg' }), brandButton)} onClick={onStartNew}>
              {t('startNew')}
            </button>
          )}
        </>
      )}
      {shopReturn && (
        <a href={shopReturn.href} rel="noopener" className={cx(kind === 'completed' ? button({ size: 'lg' }) : button({ size: 'lg', variant: 'outline' }), brandButton)}>
          <Phrase text={raw('backToShop')} values={{ shop: <Ltr>{shopReturn.shop}</Ltr> }} />{' '}
          {/* The arrow points out of the page's reading direction: mirrored right to left. */}
          <span className={css({ display: 'inline-flex', _rtl: { transform: 'scaleX(-1)' } })}>
            <ExternalLinkIcon />
          </span>
        </a>
      )}
    </div>
  )
}
