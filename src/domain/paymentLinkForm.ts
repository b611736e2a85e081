import { z } from 'zod'
import type { components } from '../api/schema'
import { formatLimit } from './money'
import { joinPaymentMethods, type PaymentMethod } from './paymentMethods'
import { parseReturnUrl } from './returnUrl'
import { typedAmount } from './typedAmount'

type S = components['schemas']
export type Currency = S['Currency']
export type PaymentLinkCreate = S['PaymentLinkCreate']

/** SPEC §9: payment link amounts from 10.00 to 900.00 in steps of 0.01, in USD or EUR, paid by card or crypto. */
export const LINK_AMOUNT_MIN = 10
export const LINK_AMOUNT_MAX = 900
export const LINK_CURRENCIES = ['USD', 'EUR'] as const satisfies readonly Currency[]
export const LINK_METHODS = ['card', 'crypto'] as const satisfies readonly PaymentMethod[]
/** The contract's limits (longer texts are refused by the server). */
export const LINK_NAME_MAX = 255
export const LINK_DESCRIPTION_MAX = 1000

/**
 * SPEC §5's messages, the limits said in the chosen currency (issue 35 §3: "Minimum amount is $10" for USD, the
 * SPEC's words; "€10" for EUR). A third decimal gets the contract's own words for the step rule
 * (`createPaymentLink` answers 400 "Amount can have at most 2 decimals"): "10.005" is a number, so
 * "Please enter a valid number" would tell the merchant something untrue, and the dialog then says
 * exactly what the server would say.
 */
export const LINK_FORM_MESSAGES = {
  amountRequired: 'Amount is required',
  amountNotNumber: 'Please enter a valid number',
  amountDecimals: 'Amount can have at most 2 decimals',
  amountMin: (min: string) => `Minimum amount is ${min}`,
  amountMax: (max: string) => `Maximum amount is ${max}`,
  nameRequired: 'Please fill in all required fields',
  methodRequired: 'Please select at least one payment method',
  /** SPEC §8: the server's message, else this one. */
  createFailed: 'Failed to create payment link',
  created: 'Payment link created successfully!',
} as const

export interface PaymentLinkFormValues {
  /** As typed: the merchant's text is kept until it is sent. */
  amount: string
  name: string
  description: string
  currency: Currency
  methods: PaymentMethod[]
  /** Optional: the merchant's page that the checkout's outcome screens offer ("Back to <shop>"). */
  returnUrl: string
}

export interface PaymentLinkFormErrors {
  amount: string | null
  name: string | null
  methods: string | null
  returnUrl: string | null
}

export const EMPTY_LINK_FORM: PaymentLinkFormValues = { amount: '', name: '', description: '', currency: 'USD', methods: ['card', 'crypto'], returnUrl: '' }

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/

/**
 * How the form reads and says amounts: the reader's locale (its decimal separator is taken with the dot; the
 * limits are written as it writes money) and the limit messages in the reader's words. English unless given.
 */
export interface LinkAmountReading {
  intl: string
  amountMin: (min: string) => string
  amountMax: (max: string) => string
}

export const ENGLISH_AMOUNT_READING: LinkAmountReading = { intl: 'en-US', amountMin: LINK_FORM_MESSAGES.amountMin, amountMax: LINK_FORM_MESSAGES.amountMax }

/** The first rule of SPEC §5 the amount breaks (required, numeric, step 0.01, minimum 10, maximum 900), or null; a limit in `currency`. */
export function amountError(text: string, currency: Currency = 'USD', reading: LinkAmountReading = ENGLISH_AMOUNT_READING): string | null {
  const value = typedAmount(text, reading.intl)
  if (value === '') return LINK_FORM_MESSAGES.amountRequired
  if (!DECIMAL.test(value)) return LINK_FORM_MESSAGES.amountNotNumber
  if ((value.split('.')[1] ?? '').length > 2) return LINK_FORM_MESSAGES.amountDecimals
  const amount = Number(value)
  if (amount < LINK_AMOUNT_MIN) return reading.amountMin(formatLimit(LINK_AMOUNT_MIN, currency, reading.intl))
  if (amount > LINK_AMOUNT_MAX) return reading.amountMax(formatLimit(LINK_AMOUNT_MAX, currency, reading.intl))
  return null
}

/** SPEC §5: a blank name gives "Please fill in all required fields". */
export function nameError(name: string): string | null {
  return name.trim() === '' ? LINK_FORM_MESSAGES.nameRequired : null
}

export function methodsError(methods: readonly PaymentMethod[]): string | null {
  return methods.length === 0 ? LINK_FORM_MESSAGES.methodRequired : null
}

/** Blank is fine (no return address); anything else must be a full https address. */
export function returnUrlError(text: string): string | null {
  return parseReturnUrl(text).error
}

export function validateLinkForm(values: PaymentLinkFormValues, reading: LinkAmountReading = ENGLISH_AMOUNT_READING): PaymentLinkFormErrors {
  return { amount: amountError(values.amount, values.currency, reading), name: nameError(values.name), methods: methodsError(values.methods), returnUrl: returnUrlError(values.returnUrl) }
}

/** SPEC §5: the last remaining method cannot be unchecked. */
export function isLastMethod(methods: readonly PaymentMethod[], method: PaymentMethod): boolean {
  return methods.length === 1 && methods[0] === method
}

/** The methods with `method` checked or unchecked, in the canonical order (card first). */
export function toggleMethod(methods: readonly PaymentMethod[], method: PaymentMethod): PaymentMethod[] {
  const next = new Set(methods)
  if (next.has(method)) next.delete(method)
  else next.add(method)
  return LINK_METHODS.filter((m) => next.has(m))
}

/**
 * SPEC §5: Create is disabled while the amount or the name is empty, while a field shows an error,
 * or while the request is pending. The methods' message only explains a refused uncheck: the
 * selection it leaves is valid, so it does not block.
 */
export function canSubmitLinkForm(values: Pick<PaymentLinkFormValues, 'amount' | 'name' | 'methods'>, errors: PaymentLinkFormErrors, pending: boolean): boolean {
  return !pending && values.amount.trim() !== '' && values.name !== '' && !errors.amount && !errors.name && !errors.returnUrl && values.methods.length > 0
}

/** SPEC §3 create payload: the amount with 2 decimals (as typed in `intl`), methods joined with "/", no products; the return address only when given. */
export function buildPaymentLinkPayload(values: PaymentLinkFormValues, intl = 'en-US'): PaymentLinkCreate {
  const returnUrl = parseReturnUrl(values.returnUrl).url
  return {
    amount: Number(typedAmount(values.amount, intl)).toFixed(2),
    currency: values.currency,
    name: values.name.trim(),
    description: values.description.trim(),
    payment_method: joinPaymentMethods(values.methods),
    products: [],
    ...(returnUrl ? { return_url: returnUrl } : {}),
  }
}

/**
 * The dialog's schema (useZodForm): every rule above, each message under its field, the amount read and its
 * limits said as `reading` says; its output is the SPEC §3 payload the flow's machine sends.
 */
export function paymentLinkFormSchema(reading: LinkAmountReading = ENGLISH_AMOUNT_READING) {
  return z
    .object({
      amount: z.string(),
      name: z.string(),
      description: z.string(),
      currency: z.enum(LINK_CURRENCIES),
      methods: z.array(z.enum(LINK_METHODS)),
      returnUrl: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(validateLinkForm(values, reading))) if (message) ctx.addIssue({ code: 'custom', path: [field], message })
    })
    .transform((values) => buildPaymentLinkPayload(values, reading.intl))
}
