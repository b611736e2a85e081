import { describe, expect, it } from 'vitest'
import { parseConversion, paymentOutcome, type ReceiptContext } from '../../src/domain/paymentOutcome'
import { receiptFileName, receiptLines, receiptText } from '../../src/domain/receipt'

const answer = { status: 'COMPLETED', amount: '49.99', currency: 'EUR' as const, payment_method: 'card' as const, payment_link_id: 'demo-card', updated_at: '2026-11-20T10:05:00.000Z' }
const context: ReceiptContext = { linkName: 'Card demo', linkAmount: '49.99', linkCurrency: 'EUR', usdcAmount: null, conversion: null }
const dateOf = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))

describe('payment outcome and receipt (issue 19)', () => {
  it('a waiting status has no outcome; completed, failed and cancelled ones do (case-insensitively)', () => {
    for (const status of ['PENDING', 'created', 'processing', 'weird']) expect(paymentOutcome('X1', { ...answer, status })).toBeNull()
    expect(paymentOutcome('X1', answer)).toEqual({ kind: 'completed', cancelled: false, transactionId: 'X1', amount: '49.99', currency: 'EUR', paymentMethod: 'card', endedAt: '2026-11-20T10:05:00.000Z' })
    expect(paymentOutcome('X1', { ...answer, status: 'failed' })).toMatchObject({ kind: 'failed', cancelled: false })
    expect(paymentOutcome('X1', { ...answer, status: 'CANCELLED' })).toMatchObject({ kind: 'failed', cancelled: true })
    expect(paymentOutcome('X1', { status: 'COMPLETED' })).toEqual({ kind: 'completed', cancelled: false, transactionId: 'X1', amount: null, currency: null, paymentMethod: null, endedAt: null })
  })

  it('the receipt: what was paid, the amount and currency, how, when, and the transaction ID', () => {
    const outcome = paymentOutcome('7QK2M9', answer)!
    expect(receiptLines(outcome, context)).toEqual([
      ['Paid for', 'Card demo'],
      ['Amount', '€49.99'],
      ['Payment method', 'Credit Card'],
      ['Date', dateOf('2026-11-20T10:05:00.000Z')],
      ['Transaction ID', 'TX7QK2M9'],
    ])
  })

  it('a crypto receipt names the USDC sent; lines the server did not give fall back to the link or are left out', () => {
    const outcome = paymentOutcome('C1', { status: 'COMPLETED', payment_method: 'crypto' })!
    expect(receiptLines(outcome, { linkName: 'Crypto demo', linkAmount: '25.00', linkCurrency: 'USD', usdcAmount: 25, conversion: null })).toEqual([
      ['Paid for', 'Crypto demo'],
      ['Amount', '$25.00'],
      ['Sent', '25.0000 USDC'],
      ['Payment method', 'Cryptocurrency (USDC on Polygon)'],
      ['Transaction ID', 'TXC1'],
    ])
    expect(receiptLines(outcome, { linkName: null, linkAmount: null, linkCurrency: null, usdcAmount: null, conversion: null })).toEqual([
      ['Payment method', 'Cryptocurrency (USDC on Polygon)'],
      ['Transaction ID', 'TXC1'],
    ])
  })

  it('a crypto payment of a EUR link names the charge in euro, the USDC sent and the rate between them', () => {
    const outcome = paymentOutcome('E1', { status: 'COMPLETED', amount: '49.99', currency: 'EUR', payment_method: 'crypto' })!
    expect(receiptLines(outcome, { linkName: 'Agency deposit', linkAmount: '49.99', linkCurrency: 'EUR', usdcAmount: 54.24, conversion: { from: 'EUR', to: 'USD', rate: '1.0850' } })).toEqual([
      ['Paid for', 'Agency deposit'],
      ['Amount', '€49.99'],
      ['Sent', '54.2400 USDC'],
      ['Exchange rate', '1 EUR = 1.0850 USD'],
      ['Payment method', 'Cryptocurrency (USDC on Polygon)'],
      ['Transaction ID', 'TXE1'],
    ])
  })

  it('takes only a well-formed conversion', () => {
    expect(parseConversion({ from: 'EUR', to: 'USD', rate: '1.0850', source: 'x', as_of: 'y' })).toEqual({ from: 'EUR', to: 'USD', rate: '1.0850' })
    for (const bad of [null, 'EUR', { from: 'EUR', to: 'USD', rate: 1.085 }, { from: '<b>', to: 'USD', rate: '1.0850' }, { from: 'EUR', to: 'USD', rate: '1.08' }]) expect(parseConversion(bad)).toBeNull()
  })

  it('the downloaded receipt is plain text (the link name stays inert), one fact per line, named after the transaction', () => {
    const outcome = paymentOutcome('7QK2M9', answer)!
    const text = receiptText('Paygrid', outcome, { ...context, linkName: '<img src=x onerror=alert(1)>' })
    expect(text.split('\n')).toEqual([
      'Paygrid payment receipt',
      'Payment Completed!',
      '',
      'Paid for: <img src=x onerror=alert(1)>',
      'Amount: €49.99',
      'Payment method: Credit Card',
      `Date: ${dateOf('2026-11-20T10:05:00.000Z')}`,
      'Transaction ID: TX7QK2M9',
      '',
    ])
    expect(receiptFileName(outcome)).toBe('receipt-TX7QK2M9.txt')
  })
})
