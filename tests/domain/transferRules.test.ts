import { describe, expect, it } from 'vitest'
import {
  amountError,
  centsOf,
  destinationError,
  destinationKindLabel,
  FUNDS_TRANSFER_MESSAGES as M,
  fundsTransferSchema,
  moneyOf,
  noteError,
  parseAmount,
  parseDestination,
} from '../../src/domain/fundsTransfer'

const wallet = { walletId: 'wal_1', balance: '1250.00', currency: 'USD' }
const usd = (balance: string) => ({ balance, currency: 'USD' })
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('payout amount', () => {
  it('is required, numeric, above 0, with at most two decimals', () => {
    expect(amountError('', usd('1250.00'))).toBe('Amount is required')
    expect(amountError('   ', usd('1250.00'))).toBe('Amount is required')
    expect(amountError('abc', usd('1250.00'))).toBe('Please enter a valid number')
    expect(amountError('1e3', usd('1250.00'))).toBe('Please enter a valid number')
    expect(amountError('-5', usd('1250.00'))).toBe('Please enter a valid number')
    expect(amountError('1,000', usd('1250.00'))).toBe('Please enter a valid number')
    expect(amountError('0', usd('1250.00'))).toBe('Amount must be greater than 0')
    expect(amountError('0.00', usd('1250.00'))).toBe('Amount must be greater than 0')
    expect(amountError('10.005', usd('1250.00'))).toBe('Use at most two decimals')
  })

  it('cannot exceed the wallet balance, compared in cents', () => {
    expect(amountError('1250.00', usd('1250.00'))).toBeNull()
    expect(amountError('1250.01', usd('1250.00'))).toBe('Amount cannot exceed the wallet balance of $1,250.00')
    expect(amountError('0.01', usd('0.00'))).toBe('Amount cannot exceed the wallet balance of $0.00')
    // 0.1 + 0.2 in floating point is 0.30000000000000004: cents are exact.
    expect(amountError('0.3', usd('0.30'))).toBeNull()
    expect(M.amountOverBalance('13119.81', 'USD')).toBe('Amount cannot exceed the wallet balance of $13,119.81')
    // The payout is in the wallet's own currency: the message names it, nothing is converted.
    expect(amountError('10.00', { balance: '5.00', currency: 'EUR' })).toBe('Amount cannot exceed the wallet balance of €5.00')
  })

  it('is checked without a balance before a wallet is chosen', () => {
    expect(amountError('999999', null)).toBeNull()
  })

  it('reads decimals exactly', () => {
    expect(parseAmount('100.5')).toEqual({ cents: 10050 })
    expect(parseAmount('.5')).toEqual({ cents: 50 })
    expect(parseAmount('7.')).toEqual({ cents: 700 })
    expect(parseAmount(' 19.99 ')).toEqual({ cents: 1999 })
    expect(centsOf('1250.00')).toBe(125000)
    expect(centsOf('x')).toBeNaN()
    expect(moneyOf(10050)).toBe('100.50')
    expect(moneyOf(7)).toBe('0.07')
  })

  it('reads a leading-point amount with its two decimals, and refuses one past what cents can hold', () => {
    expect(parseAmount('.55')).toEqual({ cents: 55 })
    expect(parseAmount('99999999999999999')).toEqual({ error: M.amountNotNumber })
  })

  it('reads the contract\'s Money strings, and nothing that only ends like one', () => {
    expect(centsOf(' 12.50 ')).toBe(1250)
    expect(centsOf('1250')).toBe(125000)
    expect(centsOf('-3.5')).toBe(-350)
    for (const notMoney of ['0x12', '1e3', '12.5x', '']) expect(centsOf(notMoney), notMoney).toBeNaN()
  })

  it('writes negative and zero amounts as Money strings', () => {
    expect(moneyOf(-150)).toBe('-1.50')
    expect(moneyOf(0)).toBe('0.00')
  })
})

describe('payout destination', () => {
  it('takes a Polygon address as 0x and 40 hexadecimal characters', () => {
    expect(parseDestination(` ${ADDRESS} `)).toEqual({ kind: 'polygon', value: ADDRESS })
    expect(destinationError(ADDRESS.slice(0, 41))).toBe(M.destinationFormat)
    expect(destinationError(`${ADDRESS}0`)).toBe(M.destinationFormat)
    expect(destinationError('0xZZ908400098527886E0F7030069857D2E4169EE7')).toBe(M.destinationFormat)
    expect(destinationError(`0x${'0'.repeat(40)}`)).toBe(M.destinationZeroAddress)
    expect(destinationError(`0x${ADDRESS}`)).toBe(M.destinationFormat)
  })

  it('takes an IBAN whose check digits hold, in capitals grouped by four', () => {
    expect(parseDestination('de89370400440532013000')).toEqual({ kind: 'iban', value: 'IBAN DE89 3704 0044 0532 0130 00' })
    expect(parseDestination('IBAN GB82 WEST 1234 5698 7654 32')).toEqual({ kind: 'iban', value: 'IBAN GB82 WEST 1234 5698 7654 32' })
    expect(parseDestination('FR14 2004 1010 0505 0001 3M02 606')).toEqual({ kind: 'iban', value: 'IBAN FR14 2004 1010 0505 0001 3M02 606' })
    // Only a leading "IBAN" is a prefix: the same letters inside the account part belong to it.
    expect(parseDestination('GB77 IBAN 1234 5698 7654 32')).toEqual({ kind: 'iban', value: 'IBAN GB77 IBAN 1234 5698 7654 32' })
    expect(destinationError('DE88 3704 0044 0532 0130 00')).toBe(M.ibanCheckDigits)
    expect(destinationError('DE89')).toBe(M.destinationFormat)
  })

  it('reads the IBAN after an "IBAN" or "IBAN:" prefix, however spaced', () => {
    for (const typed of ['IBAN:DE89370400440532013000', 'iban  DE89 3704 0044 0532 0130 00', 'IBAN: DE89370400440532013000']) {
      expect(parseDestination(typed), typed).toEqual({ kind: 'iban', value: 'IBAN DE89 3704 0044 0532 0130 00' })
    }
  })

  it('an IBAN is two letters, two check digits and 11 to 30 letters or digits, nothing around them', () => {
    expect(destinationError('1DE89370400440532013000')).toBe(M.destinationFormat)
    expect(destinationError('DE8A370400440532013000')).toBe(M.destinationFormat)
    expect(destinationError(`DE89370400440532013000${'0'.repeat(20)}`)).toBe(M.destinationFormat)
    // A bank code may hold letters: "0X" in one is no Polygon address.
    expect(parseDestination('GB72 WEST 0X34 5698 7654 32')).toEqual({ kind: 'iban', value: 'IBAN GB72 WEST 0X34 5698 7654 32' })
  })

  it('refuses anything else with the formats it accepts', () => {
    expect(destinationError('')).toBe('Destination is required')
    expect(destinationError('javascript:alert(1)')).toBe('Enter a Polygon address (0x followed by 40 hexadecimal characters) or an IBAN')
    expect(destinationError('<img src=x onerror=alert(1)>')).toBe(M.destinationFormat)
    expect(destinationError('my bank')).toBe(M.destinationFormat)
  })

  it('names the kind in the confirmation', () => {
    expect(destinationKindLabel(ADDRESS)).toBe('Polygon address (USDC)')
    expect(destinationKindLabel('IBAN DE89 3704 0044 0532 0130 00')).toBe('Bank account (IBAN)')
    expect(destinationKindLabel('my bank')).toBeNull()
  })
})

describe('payout note and the whole form', () => {
  it('limits the note to 500 characters', () => {
    expect(noteError('x'.repeat(500))).toBeNull()
    expect(noteError('x'.repeat(501))).toBe('Note must be at most 500 characters')
    // What is sent is trimmed: spaces around it do not count.
    expect(noteError(`  ${'x'.repeat(500)}  `)).toBeNull()
  })

  /** The schema's messages per field, as the form shows them. */
  const errorsOf = (draft: { amount: string; destination: string; note: string }, payFrom: typeof wallet | null) => {
    const result = fundsTransferSchema(payFrom).safeParse(draft)
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
  }

  it('checks each field on its own, the amount against the chosen wallet\'s balance', () => {
    const draft = { amount: '2000', destination: ADDRESS, note: 'x'.repeat(501) }
    expect(errorsOf(draft, wallet)).toEqual({ amount: 'Amount cannot exceed the wallet balance of $1,250.00', note: 'Note must be at most 500 characters' })
    expect(errorsOf(draft, null)).toEqual({ note: 'Note must be at most 500 characters' })
  })

  it('lists every broken rule', () => {
    expect(errorsOf({ amount: '', destination: '', note: '' }, null)).toEqual({ amount: 'Amount is required', destination: 'Destination is required' })
    expect(errorsOf({ amount: '12', destination: 'my bank', note: '' }, wallet)).toEqual({ destination: M.destinationFormat })
    expect(errorsOf({ amount: '12', destination: ADDRESS, note: '' }, wallet)).toEqual({})
  })

  it('parses a valid draft into the request: two decimals, the normalised destination, a null note when blank', () => {
    expect(fundsTransferSchema(wallet).parse({ amount: '12.5', destination: 'de89370400440532013000', note: '  ' })).toEqual({
      amount: '12.50',
      destination: 'IBAN DE89 3704 0044 0532 0130 00',
      note: null,
    })
    expect(fundsTransferSchema(wallet).parse({ amount: '3', destination: ADDRESS, note: ' weekly ' }).note).toBe('weekly')
  })
})
