/** The receipt a completed payment gives (issue 19): the same lines on the screen, on paper and in the downloaded file. */
import '../i18n/englishPayment'
import { english, type Translator } from '../i18n/translator'
import { formatExchangeRate, formatMoney, formatUsdc } from './money'
import type { PaymentOutcome, ReceiptContext } from './paymentOutcome'
import { localLongDateTime } from './relativeTime'

/** The receipt's lines, label and value, in reading order and in the reader's language (lines the server did not give are left out). */
export function receiptLines(outcome: PaymentOutcome, context: ReceiptContext, { t, intl, dates }: Translator = english): [label: string, value: string][] {
  const amount = outcome.amount ?? context.linkAmount
  const currency = outcome.currency ?? context.linkCurrency
  // SPEC §2's words for the two methods, as the checkout's chooser names them.
  const methodWords = { card: t('methodCard'), crypto: t('cryptoOnPolygon') }
  const lines: [string, string | null][] = [
    [t('paidFor'), context.linkName],
    [t('amount'), amount && currency ? formatMoney(amount, currency, 2, intl) : null],
    [t('sent'), outcome.paymentMethod === 'crypto' && context.usdcAmount ? formatUsdc(context.usdcAmount, intl) : null],
    [t('exchangeRate'), outcome.paymentMethod === 'crypto' && context.conversion ? formatExchangeRate(context.conversion.from, context.conversion.to, context.conversion.rate, intl) : null],
    [t('paymentMethod'), outcome.paymentMethod ? methodWords[outcome.paymentMethod] : null],
    [t('date'), outcome.endedAt ? localLongDateTime(outcome.endedAt, dates) : null],
    [t('transactionId'), `TX${outcome.transactionId}`],
  ]
  return lines.filter((line): line is [string, string] => line[1] !== null)
}

/** The downloadable receipt: plain text (inert whatever the link's name holds), one line per fact, in the reader's language. */
export function receiptText(productName: string, outcome: PaymentOutcome, context: ReceiptContext, translator: Translator = english): string {
  const lines = receiptLines(outcome, context, translator).map(([label, value]) => `${label}: ${value}`)
  return [translator.t('receiptTitle', { product: productName }), translator.t('completedTitle'), '', ...lines, ''].join('\n')
}

export function receiptFileName(outcome: PaymentOutcome): string {
  return `receipt-TX${outcome.transactionId}.txt`
}
