import { describe, expect, it } from 'vitest'
import { formatExchangeRate, formatRate } from '../../src/domain/money'
import {
  amountsByCurrency,
  amountsInWords,
  conversionText,
  noCreditText,
  rateSourceText,
  rateSummaryText,
  ratesOf,
  settledNote,
  settledText,
  settlementRateText,
  walletCredit,
  walletCurrencyNote,
  type CurrencyTotals,
  type ExchangeRateSummary,
} from '../../src/domain/settlement'

const eurRates = (over: Partial<ExchangeRateSummary> = {}): ExchangeRateSummary => ({
  from: 'EUR',
  to: 'USD',
  rate: '1.0855',
  lowest: '1.0834',
  highest: '1.0870',
  source: 'Sandbox reference rate',
  transactions: 10,
  ...over,
})

const usd: CurrencyTotals = {
  currency: 'USD',
  transactions: 8,
  volume: '2015.50',
  fees: '31.44',
  net: '1984.06',
  settled: { currency: 'USD', volume: '2015.50', fees: '31.44', net: '1984.06', exchange_rate: null },
}
const eur: CurrencyTotals = {
  currency: 'EUR',
  transactions: 10,
  volume: '5544.92',
  fees: '138.63',
  net: '5406.29',
  settled: { currency: 'USD', volume: '6018.84', fees: '150.49', net: '5868.35', exchange_rate: eurRates() },
}

describe('exchange rates in words (the one money formatter)', () => {
  it('keeps the 4 decimals rates are published with', () => {
    expect(formatRate('1.085')).toBe('1.0850')
    expect(formatRate(1.08549)).toBe('1.0855')
    expect(formatRate(12345.6789)).toBe('12345.6789')
    expect(formatRate('not a rate')).toBe('0.0000')
    expect(formatExchangeRate('EUR', 'USD', '1.0850')).toBe('1 EUR = 1.0850 USD')
  })
})

describe('totals per currency: never added together', () => {
  it('gives one figure per charged currency, in the order the server sends (settlement currency first)', () => {
    expect(amountsByCurrency([usd, eur], 'volume', 'USD')).toEqual(['$2,015.50', '€5,544.92'])
    expect(amountsByCurrency([usd, eur], 'fees', 'USD')).toEqual(['$31.44', '€138.63'])
    expect(amountsByCurrency([usd, eur], 'net', 'USD')).toEqual(['$1,984.06', '€5,406.29'])
    // The bug this replaces: $2,015.50 + €5,544.92 shown as $7,560.42.
    expect(amountsByCurrency([usd, eur], 'volume', 'USD')).not.toContain('$7,560.42')
  })

  it('says zero in the settlement currency when nothing was charged', () => {
    expect(amountsByCurrency([], 'volume', 'USD')).toEqual(['$0.00'])
    expect(amountsByCurrency([eur], 'net', 'USD')).toEqual(['€5,406.29'])
  })

  it('writes several figures side by side in a sentence, never summed', () => {
    expect(amountsInWords(['$1,984.06', '€5,406.29'])).toBe('$1,984.06 and €5,406.29')
    expect(amountsInWords(['$1.00', '€2.00', '£3.00'])).toBe('$1.00, €2.00 and £3.00')
    expect(amountsInWords(['$1,984.06'])).toBe('$1,984.06')
    expect(amountsInWords([])).toBe('')
  })
})

describe('a converted figure names its rate', () => {
  it('takes the rates of the converted currencies only', () => {
    expect(ratesOf([usd, eur])).toEqual([eurRates()])
    expect(ratesOf([usd])).toEqual([])
  })

  it('names the average and the range of the recorded rates, or the one rate when they were all the same', () => {
    expect(rateSummaryText(eurRates())).toBe('1 EUR = 1.0855 USD on average (1.0834 to 1.0870)')
    expect(rateSummaryText(eurRates({ rate: '1.0850', lowest: '1.0850', highest: '1.0850' }))).toBe('1 EUR = 1.0850 USD')
    expect(rateSummaryText(eurRates(), { detailed: true })).toBe('1 EUR = 1.0855 USD on average (1.0834 to 1.0870), Sandbox reference rate, over 10 payments')
    expect(rateSummaryText(eurRates({ transactions: 1, lowest: '1.0855', highest: '1.0855' }), { detailed: true })).toBe('1 EUR = 1.0855 USD, Sandbox reference rate, over 1 payment')
  })

  it('says what was converted, and nothing when nothing was', () => {
    expect(conversionText([eurRates()])).toBe('EUR converted at 1 EUR = 1.0855 USD on average (1.0834 to 1.0870)')
    expect(conversionText([])).toBeNull()
    // Each summary in turn, one sentence part each.
    expect(conversionText([eurRates(), eurRates({ rate: '1.0700', lowest: '1.0700', highest: '1.0700' })])).toBe(
      'EUR converted at 1 EUR = 1.0855 USD on average (1.0834 to 1.0870); EUR converted at 1 EUR = 1.0700 USD',
    )
  })

  it('gives a settled figure with its currency and the rates behind it', () => {
    expect(settledText('7852.41', 'USD', [eurRates()])).toBe('Settled in USD: $7,852.41; EUR converted at 1 EUR = 1.0855 USD on average (1.0834 to 1.0870)')
    expect(settledText('1984.06', 'USD', [])).toBe('Settled in USD: $1,984.06')
    expect(settledNote('USD', [eurRates()])).toBe('As settled in USD: EUR converted at 1 EUR = 1.0855 USD on average (1.0834 to 1.0870).')
    expect(settledNote('USD', [])).toBe('As settled in USD.')
  })

  it('tells what a wallet holds, and at what rates the payments in other currencies reached it', () => {
    expect(walletCurrencyNote('Your wallet', 'USD', [eurRates({ transactions: 16 })])).toBe(
      'Your wallet holds USD and pays out in USD. A payment in another currency is converted when the customer pays, at the rate recorded on it (shown in its details): EUR converted at 1 EUR = 1.0855 USD on average (1.0834 to 1.0870), Sandbox reference rate, over 16 payments.',
    )
    expect(walletCurrencyNote('Every wallet', 'USD', [])).toBe('Every wallet holds USD and pays out in USD.')
  })
})

describe("a transaction's settlement", () => {
  const rate = { from: 'EUR' as const, to: 'USD' as const, rate: '1.0850', source: 'Sandbox reference rate', as_of: '2026-06-01T00:00:00.000Z' }

  it('names the rate recorded on it, or that it needed none', () => {
    expect(settlementRateText({ currency: 'USD', gross_amount: '54.24', fee: '1.36', amount: '52.88', exchange_rate: rate })).toBe('1 EUR = 1.0850 USD')
    expect(settlementRateText({ currency: 'USD', gross_amount: '25.00', fee: '0.38', amount: '24.62', exchange_rate: null })).toBe('None (charged in USD)')
  })

  it('credits the wallet with the settled net while pending or completed, and nothing once failed or cancelled', () => {
    const settlement = { currency: 'USD' as const, gross_amount: '54.24', fee: '1.36', amount: '52.88', exchange_rate: rate }
    expect(walletCredit({ status: 'COMPLETED', settlement })).toBe('$52.88')
    expect(walletCredit({ status: 'PENDING', settlement })).toBe('$52.88')
    for (const status of ['FAILED', 'CANCELED', 'CANCELLED'] as const) expect(walletCredit({ status, settlement })).toBeNull()
    expect(noCreditText('FAILED')).toBe('Nothing: the payment failed')
    expect(noCreditText('CANCELLED')).toBe('Nothing: the payment was cancelled')
  })

  it("names where the rate comes from and when it was published, in the reader's date format", () => {
    expect(rateSourceText(rate, (iso) => iso.slice(0, 10))).toBe('Sandbox reference rate, 2026-06-01')
  })
})
