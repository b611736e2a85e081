import { describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import {
  cardReady,
  cardWithoutUrl,
  CHECKOUT_MESSAGES,
  cryptoReady,
  cryptoWithoutWallet,
  errorMessage,
  isPayable,
  linkMethods,
  parseTransactionResult,
  paymentFromRecord,
  watchedOutcome,
  type PaymentData,
} from '../../src/domain/checkoutPayment'

type PaymentLink = components['schemas']['PaymentLink']
const link = (payment_method: string, over: Partial<PaymentLink> = {}): PaymentLink => ({
  id: 'demo-x', url: '', name: 'Demo', description: '', amount: '25.00', currency: 'USD', payment_method, is_expired: false,
  created_at: '', updated_at: '', expire_at: '', ...over,
})
const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const crypto: PaymentData = { transaction_id: 'tx-1', payment_method: 'crypto', payment_amt: 25, address, qrcode_url: null, redirect_url: null, exchange_rate: null }
const card: PaymentData = { ...crypto, payment_method: 'card', address: null, redirect_url: 'https://pay.example/1' }

describe('the creation task result (SPEC §3)', () => {
  it('reads the payment data, numeric ids and amounts as text included', () => {
    expect(parseTransactionResult({ transaction_id: 42, payment_method: 'crypto', payment_amt: '25.5', address, qrcode_url: ' ', exchange_rate: { from: 'EUR', to: 'USD', rate: '1.0850' } }, null)).toEqual({
      transaction_id: '42',
      payment_method: 'crypto',
      payment_amt: 25.5,
      address,
      qrcode_url: null,
      redirect_url: null,
      exchange_rate: { from: 'EUR', to: 'USD', rate: '1.0850' },
    })
  })
  it('takes the chosen method when the result names none, and refuses a result without a usable id or method', () => {
    expect(parseTransactionResult({ transaction_id: 'tx-1', payment_amt: 3 }, 'card')?.payment_method).toBe('card')
    expect(parseTransactionResult({ transaction_id: 'tx-1', payment_amt: 3 }, null)).toBeNull()
    expect(parseTransactionResult({ transaction_id: '../x', payment_method: 'card' }, 'card')).toBeNull()
    expect(parseTransactionResult(null, 'card')).toBeNull()
    expect(parseTransactionResult('tx-1', 'card')).toBeNull()
  })
  it('keeps an unreadable amount as NaN, so the payment screen is not offered', () => {
    const payment = parseTransactionResult({ transaction_id: 'tx-1', payment_method: 'crypto', payment_amt: 'lots', address }, null)
    expect(payment?.payment_amt).toBeNaN()
    expect(cryptoReady(payment)).toBe(false)
    expect(cryptoWithoutWallet(payment)).toBe(true)
  })
})

describe('what the payment screen needs', () => {
  it('a crypto payment needs its address and a positive amount; a card payment its provider page', () => {
    expect([cryptoReady(crypto), cryptoWithoutWallet(crypto), cardReady(crypto), cardWithoutUrl(crypto)]).toEqual([true, false, false, false])
    expect(cryptoWithoutWallet({ ...crypto, address: null })).toBe(true)
    expect(cryptoWithoutWallet({ ...crypto, payment_amt: 0 })).toBe(true)
    expect([cardReady(card), cardWithoutUrl(card), cryptoReady(card), cryptoWithoutWallet(card)]).toEqual([true, false, false, false])
    expect(cardWithoutUrl({ ...card, redirect_url: null })).toBe(true)
    expect(cardReady({ ...card, payment_amt: -1 })).toBe(false)
    expect([cryptoReady(null), cardReady(null), cryptoWithoutWallet(null), cardWithoutUrl(null)]).toEqual([false, false, false, false])
  })
  it('a stored record restores the payment, older records without the card page or the conversion included', () => {
    const { redirect_url: _r, exchange_rate: _e, ...older } = crypto
    expect(paymentFromRecord(older)).toEqual(crypto)
    expect(paymentFromRecord(card)).toEqual(card)
  })
})

describe('the payment link', () => {
  it('is payable unless expired or without a known method', () => {
    expect(isPayable(link('card/crypto'))).toBe(true)
    expect(isPayable(link('card', { is_expired: true }))).toBe(false)
    expect(isPayable(link('cash'))).toBe(false)
  })
  it('preselects a single method, and card among several', () => {
    expect(linkMethods(link('crypto'))).toEqual({ methods: ['crypto'], method: 'crypto' })
    expect(linkMethods(link('crypto/card'))).toEqual({ methods: ['card', 'crypto'], method: 'card' })
    expect(linkMethods(link(''))).toEqual({ methods: [], method: null })
  })
})

describe('messages and outcomes', () => {
  it('words the checkout messages as the spec does', () => {
    expect(CHECKOUT_MESSAGES.createFailed).toBe('Failed to create payment link transaction')
    expect(CHECKOUT_MESSAGES.sessionExpired).toBe('Transaction session expired. Please start a new payment.')
    expect(CHECKOUT_MESSAGES.linkIdRequired).toBe('Payment link ID is required')
  })
  it('a failure says its own message, else the fallback', () => {
    expect(errorMessage({ message: ' Card declined ' }, 'fallback')).toBe('Card declined')
    expect(errorMessage({ message: '  ' }, 'fallback')).toBe('fallback')
    expect(errorMessage(new Error(''), 'fallback')).toBe('fallback')
    expect(errorMessage('text', 'fallback')).toBe('fallback')
    expect(errorMessage(null, 'fallback')).toBe('fallback')
  })
  it('a watched payment ends as the status answer says, or as the watch decided when it never had one', () => {
    expect(watchedOutcome('tx-1', { outcome: 'failed', report: null })).toEqual({ kind: 'failed', cancelled: false, transactionId: 'tx-1', amount: null, currency: null, paymentMethod: 'crypto', endedAt: null })
    const report = { transaction_id: 'tx-1', status: 'COMPLETED', amount: '25.00', currency: 'USD', payment_method: 'crypto', updated_at: '2026-11-25T10:00:00Z' } as never
    expect(watchedOutcome('tx-1', { outcome: 'failed', report })).toMatchObject({ kind: 'completed', transactionId: 'tx-1', amount: '25.00', endedAt: '2026-11-25T10:00:00Z' })
  })
})
