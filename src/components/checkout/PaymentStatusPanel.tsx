import '../../i18n/englishPayment'
import { css, cx } from '../../../styled-system/css'
import type { PaymentMethod } from '../../domain/paymentMethods'
import type { PaymentStatusKind } from '../../domain/transactionStatus'
import { Spinner } from './Spinner'
import { useTranslator } from '../../i18n/TranslatorContext'
import type { Translator } from '../../i18n/translator'
import { Ltr, Phrase } from './Phrase'

export interface PaymentStatusPanelProps {
  status: PaymentStatusKind
  /** What a waiting payment waits for: the customer's USDC transfer, or the card provider's confirmation. */
  method: PaymentMethod
  transactionId: string
  /** A failed payment that was cancelled (nothing charged). */
  cancelled?: boolean
}

// One class per status colour: the build generates only what it finds written out.
const PALETTES = { completed: css({ colorPalette: 'green' }), failed: css({ colorPalette: 'red' }), waiting: css({ colorPalette: 'yellow' }) } as const

function content({ status, method, cancelled }: PaymentStatusPanelProps, { t }: Translator): { title: string; hint: string | null } {
  if (status === 'completed') return { title: t('completedTitle'), hint: null }
  if (status === 'failed') return cancelled ? { title: t('cancelledTitle'), hint: t('cancelledHint') } : { title: t('paymentFailed'), hint: t('failedHint') }
  return method === 'crypto' ? { title: t('waitingTitle'), hint: t('waitingHint') } : { title: t('cardWaitingTitle'), hint: t('cardWaitingHint') }
}

/** A payment's status (SPEC §2), announced through a polite live region that stays mounted from waiting to the outcome; fixed height, no layout shift. */
export function PaymentStatusPanel(props: PaymentStatusPanelProps) {
  const { status, transactionId } = props
  const translator = useTranslator()
  const { title, hint } = content(props, translator)
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={cx(PALETTES[status], css({ bg: 'colorPalette.subtle', borderWidth: '1px', borderColor: 'colorPalette.muted', rounded: 'l2', p: '4', minH: '24' }))}>
      <div className={css({ display: 'flex', flexDirection: 'row', alignItems: 'start', gap: '3' })}>
        {status === 'waiting' && <Spinner size="sm" className={css({ color: 'colorPalette.fg', mt: '1', flexShrink: 0 })} />}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <p className={css({ fontWeight: 'semibold', color: 'colorPalette.fg' })}>{title}</p>
          {hint && <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{hint}</p>}
          {status === 'completed' && (
            <p data-money className={css({ fontSize: 'sm' })}>
              <Phrase text={translator.raw('transactionIdLine')} values={{ id: <Ltr>TX{transactionId}</Ltr> }} />
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
