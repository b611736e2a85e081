/** Keeping a receipt: on paper (the browser's print dialog, which also saves a PDF) or as a file. */
import { downloadFile } from '../../components/common/download'
import { config } from '../../config'
import { receiptFileName, receiptText, type PaymentOutcome, type ReceiptContext } from '../../domain/paymentOutcome'

export function printReceipt(): void {
  window.print()
}

export function downloadReceipt(outcome: PaymentOutcome, context: ReceiptContext): void {
  downloadFile(receiptText(config.productName, outcome, context), receiptFileName(outcome), 'text/plain;charset=utf-8')
}
