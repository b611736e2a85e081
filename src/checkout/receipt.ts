/** Keeping a receipt: on paper (the browser's print dialog, which also saves a PDF) or as a file. */
import { downloadFile } from '../components/common/download'
import { config } from '../config'
import type { PaymentOutcome, ReceiptContext } from '../domain/paymentOutcome'
import { receiptFileName, receiptText } from '../domain/receipt'
import type { Translator } from '../i18n/translator'

export function printReceipt(): void {
  window.print()
}

/** The receipt as a text file, in the reader's language. */
export function downloadReceipt(outcome: PaymentOutcome, context: ReceiptContext, translator: Translator): void {
  downloadFile(receiptText(config.productName, outcome, context, translator), receiptFileName(outcome), 'text/plain;charset=utf-8')
}
