/**
 * The staff payout form's rules (designed here, /funds-transfer): an amount above 0 with at most two
 * decimals that the wallet's available balance covers, a destination that is either a Polygon address
 * (USDC on Polygon, the product's crypto) or an IBAN, and an optional note. Amounts are compared in
 * cents, never as floating-point dollars.
 */
import { z } from 'zod'
import type { components } from '../api/schema'
import { formatMoney } from './money'
import { typedAmount } from './typedAmount'

type FundsTransferCreate = components['schemas']['FundsTransferCreate']

/** The contract's limits (`Destination must be at most 255 characters.`, `Note must be at most 500 characters.`). */
export const DESTINATION_MAX_LENGTH = 255
export const NOTE_MAX_LENGTH = 500

export const FUNDS_TRANSFER_MESSAGES = {
  walletRequired: 'Choose the wallet to pay out from',
  amountRequired: 'Amount is required',
  amountNotNumber: 'Please enter a valid number',
  amountNotPositive: 'Amount must be greater than 0',
  amountDecimals: 'Use at most two decimals',
  amountOverBalance: (balance: string, currency: string) => `Amount cannot exceed the wallet balance of ${formatMoney(balance, currency)}`,
  destinationRequired: 'Destination is required',
  destinationFormat: 'Enter a Polygon address (0x followed by 40 hexadecimal characters) or an IBAN',
  destinationZeroAddress: 'Funds sent to the zero address are lost: enter the recipient’s address',
  ibanCheckDigits: 'This IBAN’s check digits do not match: look for a typo',
  noteTooLong: `Note must be at most ${NOTE_MAX_LENGTH} characters`,
} as const

const AMOUNT = /^(\d+\.?\d*|\.\d+)$/

/** Cents of a contract Money string ("1250.00"); NaN when it is not one. */
export function centsOf(money: string): number {
  return /^-?\d+(\.\d+)?$/.test(money.trim()) ? Math.round(Number(money) * 100) : Number.NaN
}

/** A Money string with two decimals, as the contract sends amounts. */
export function moneyOf(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** The typed amount in cents (as typed in `intl`: "12,50" in French), or the rule it breaks (the balance aside). */
export function parseAmount(text: string, intl = 'en-US'): { cents: number } | { error: string } {
  const value = typedAmount(text, intl)
  if (!value) return { error: FUNDS_TRANSFER_MESSAGES.amountRequired }
  if (!AMOUNT.test(value)) return { error: FUNDS_TRANSFER_MESSAGES.amountNotNumber }
  // Stryker disable next-line StringLiteral: split gives at least one part, so the whole part never takes its default
  const [whole = '', fraction = ''] = value.split('.')
  if (fraction.length > 2) return { error: FUNDS_TRANSFER_MESSAGES.amountDecimals }
  // Stryker disable next-line StringLiteral: Number('') is 0 as well
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return { error: FUNDS_TRANSFER_MESSAGES.amountNotNumber }
  if (cents <= 0) return { error: FUNDS_TRANSFER_MESSAGES.amountNotPositive }
  return { cents }
}

/** The amount's error against the wallet's available balance (a payout is in the wallet's currency), or null when it may be paid out. */
export function amountError(text: string, wallet: Pick<PayoutWallet, 'balance' | 'currency'> | null, overBalance = FUNDS_TRANSFER_MESSAGES.amountOverBalance, intl = 'en-US'): string | null {
  const parsed = parseAmount(text, intl)
  if ('error' in parsed) return parsed.error
  if (wallet && parsed.cents > centsOf(wallet.balance)) return overBalance(wallet.balance, wallet.currency)
  return null
}

export type DestinationKind = 'polygon' | 'iban'

const POLYGON_ADDRESS = /^0x[0-9a-fA-F]{40}$/
// Stryker disable next-line Regex: it only tests what the anchored 42-character address pattern already matched
const ZERO_ADDRESS = /^0x0{40}$/i
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/

/** ISO 13616: the IBAN with its first four characters moved to the end, letters as 10..35, is 1 modulo 97. */
function ibanChecksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55)
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}

/**
 * The destination as it is sent: a Polygon address as typed (trimmed), or an IBAN in capitals,
 * grouped by four and prefixed "IBAN " (the way the sandbox's seeded payouts read); else the rule it breaks.
 */
export function parseDestination(text: string): { kind: DestinationKind; value: string } | { error: string } {
  const value = text.trim()
  if (!value) return { error: FUNDS_TRANSFER_MESSAGES.destinationRequired }
  if (/^0x/i.test(value)) {
    if (!POLYGON_ADDRESS.test(value)) return { error: FUNDS_TRANSFER_MESSAGES.destinationFormat }
    if (ZERO_ADDRESS.test(value)) return { error: FUNDS_TRANSFER_MESSAGES.destinationZeroAddress }
    return { kind: 'polygon', value }
  }
  const unprefixed = value.replace(/^iban\s*:?\s*/i, '')
  // Stryker disable next-line Regex: removing every space one by one or run by run leaves the same IBAN
  const iban = unprefixed.replace(/\s+/g, '').toUpperCase()
  if (!IBAN_SHAPE.test(iban)) return { error: FUNDS_TRANSFER_MESSAGES.destinationFormat }
  if (!ibanChecksumHolds(iban)) return { error: FUNDS_TRANSFER_MESSAGES.ibanCheckDigits }
  return { kind: 'iban', value: `IBAN ${iban.replace(/(.{4})(?=.)/g, '$1 ')}` }
}

export function destinationError(text: string): string | null {
  const parsed = parseDestination(text)
  return 'error' in parsed ? parsed.error : null
}

export function noteError(text: string): string | null {
  return text.trim().length > NOTE_MAX_LENGTH ? FUNDS_TRANSFER_MESSAGES.noteTooLong : null
}

/** What the staff member types. */
export interface TransferDraft {
  amount: string
  destination: string
  note: string
}

/** A valid draft as it is sent (the wallet aside): the amount with two decimals, the normalised destination, the note or null. */
export type TransferValues = Omit<FundsTransferCreate, 'wallet_id'>

/** The wallet a payout is made from, as the form needs it: the payout is in its currency, never converted. */
export interface PayoutWallet {
  walletId: string
  balance: string
  currency: string
}

/** A rule written as "text → its message or null", as one field of a zod schema. */
const checked = (error: (text: string) => string | null) =>
  z.string().superRefine((text, ctx) => {
    const message = error(text)
    if (message) ctx.addIssue({ code: 'custom', message })
  })

/**
 * The words the payout form's errors are shown in: `text` gives a rule's English message in the reader's language,
 * `amountOverBalance` writes the one message with a value inside (the balance, formatted for the reader); the
 * amount is read as typed in `intl` (its decimal separator or the dot).
 */
export interface TransferRuleWords {
  text: (english: string) => string
  amountOverBalance: (balance: string, currency: string) => string
  intl: string
}

const ENGLISH_RULE_WORDS: TransferRuleWords = { text: (english) => english, amountOverBalance: FUNDS_TRANSFER_MESSAGES.amountOverBalance, intl: 'en-US' }

/**
 * The payout form's schema (useZodForm), the amount checked against the chosen wallet's balance when
 * there is one, its messages in `words` (English unless given); its output is the request body without the
 * wallet, which the flow's machine adds.
 */
export function fundsTransferSchema(wallet: Pick<PayoutWallet, 'balance' | 'currency'> | null, words: TransferRuleWords = ENGLISH_RULE_WORDS) {
  const said = (error: string | null) => error && words.text(error)
  return z
    .object({
      amount: checked((text) => said(amountError(text, wallet, words.amountOverBalance, words.intl))),
      destination: checked((text) => said(destinationError(text))),
      note: checked((text) => said(noteError(text))),
    })
    .transform(({ amount, destination, note }): TransferValues => {
      const cents = parseAmount(amount, words.intl)
      const parsed = parseDestination(destination)
      // Stryker disable next-line ConditionalExpression: the refinements above let only parsable values through
      if ('error' in cents || 'error' in parsed) throw new Error('fundsTransferSchema: a refined value does not parse')
      return { amount: moneyOf(cents.cents), destination: parsed.value, note: note.trim() || null }
    })
}

/** What kind of destination a valid one is, for the dialogs ("Polygon address (USDC)" or "Bank account (IBAN)"); null for any other text. */
export function destinationKindLabel(destination: string): string | null {
  const parsed = parseDestination(destination)
  if ('error' in parsed) return null
  return parsed.kind === 'polygon' ? 'Polygon address (USDC)' : 'Bank account (IBAN)'
}
