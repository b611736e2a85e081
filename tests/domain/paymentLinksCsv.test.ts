import { describe, expect, it } from 'vitest'
import { paymentLinksCsv, paymentLinksCsvFileName } from '../../src/domain/paymentLinksCsv'
import type { PaymentLink } from '../../src/domain/paymentLink'

const link: PaymentLink = {
  id: 'pl_1',
  url: 'http://localhost/payment-link?id=pl_1',
  name: '=HYPERLINK("http://evil")',
  description: 'Two, "quoted"\nlines',
  amount: '25.00',
  currency: 'USD',
  payment_method: 'card/crypto',
  is_expired: true,
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-02T09:00:00.000Z',
  expire_at: '2026-02-01T09:00:00.000Z',
}

describe('payment links CSV', () => {
  it('writes every column, quoted per RFC 4180, with formulas defused', () => {
    expect(paymentLinksCsv([link])).toBe(
      'ID,URL,Name,Description,Amount,Currency,Payment Method,Status,Created,Updated,Expires\r\n' +
        `pl_1,http://localhost/payment-link?id=pl_1,"'=HYPERLINK(""http://evil"")","Two, ""quoted""\nlines",25.00,USD,card/crypto,Expired,2026-01-01T09:00:00.000Z,2026-01-02T09:00:00.000Z,2026-02-01T09:00:00.000Z\r\n`,
    )
  })

  it('is named by the day', () => {
    expect(paymentLinksCsvFileName(new Date(2026, 2, 7))).toBe('payment-links-2026-03-07.csv')
  })
})
