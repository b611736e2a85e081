import { csvFileName, toCsv, type CsvColumn } from './csv'
import { linkStatusLabel, type PaymentLink } from './paymentLink'

/** The export's columns: every field of a link, dates as ISO timestamps so a spreadsheet can sort them. */
export const PAYMENT_LINK_CSV_COLUMNS: CsvColumn<PaymentLink>[] = [
  { header: 'ID', value: (link) => link.id },
  { header: 'URL', value: (link) => link.url },
  { header: 'Name', value: (link) => link.name },
  { header: 'Description', value: (link) => link.description },
  { header: 'Amount', value: (link) => link.amount },
  { header: 'Currency', value: (link) => link.currency },
  { header: 'Payment Method', value: (link) => link.payment_method },
  { header: 'Status', value: linkStatusLabel },
  { header: 'Created', value: (link) => link.created_at },
  { header: 'Updated', value: (link) => link.updated_at },
  { header: 'Expires', value: (link) => link.expire_at },
]

export function paymentLinksCsv(links: readonly PaymentLink[]): string {
  return toCsv(PAYMENT_LINK_CSV_COLUMNS, links)
}

export const paymentLinksCsvFileName = (now?: Date) => csvFileName('Payment Links', now)
