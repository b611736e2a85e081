import { describe, expect, it } from 'vitest'
import {
  amountError,
  buildPaymentLinkPayload,
  canSubmitLinkForm,
  EMPTY_LINK_FORM,
  isLastMethod,
  methodsError,
  nameError,
  paymentLinkFormSchema,
  toggleMethod,
  validateLinkForm,
} from '../../src/domain/paymentLinkForm'
import { joinPaymentMethods } from '../../src/domain/paymentMethods'

const NO_LINK_FORM_ERRORS = { amount: null, name: null, methods: null, returnUrl: null }
const isValidLinkForm = (values: typeof EMPTY_LINK_FORM) => paymentLinkFormSchema().safeParse(values).success

describe('payment link form rules (SPEC §5)', () => {
  it.each([
    ['', 'Amount is required'],
    ['   ', 'Amount is required'],
    ['abc', 'Please enter a valid number'],
    ['12abc', 'Please enter a valid number'],
    ['1e3', 'Please enter a valid number'],
    ['1,5', 'Please enter a valid number'],
    ['10.005', 'Amount can have at most 2 decimals'],
    ['9.99', 'Minimum amount is $10'],
    ['-20', 'Minimum amount is $10'],
    ['0', 'Minimum amount is $10'],
    ['900.01', 'Maximum amount is $900'],
    ['1000', 'Maximum amount is $900'],
  ])('amount %j: %j', (value, message) => {
    expect(amountError(value)).toBe(message)
  })

  it.each(['10', '10.00', '10.5', ' 25.55 ', '900', '900.00', '99.'])('amount %j is valid', (value) => {
    expect(amountError(value)).toBeNull()
  })

  it.each([
    ['.5', 'Minimum amount is $10'],
    ['.55', 'Minimum amount is $10'],
    ['.', 'Please enter a valid number'],
    ['.x', 'Please enter a valid number'],
  ])('amount %j with no whole part: %j', (value, message) => {
    expect(amountError(value)).toBe(message)
  })

  describe('in the reader\'s locale and the chosen currency (issue 35 §3)', () => {
    const french = { intl: 'fr-FR', amountMin: (min: string) => `Le montant minimum est de ${min}`, amountMax: (max: string) => `Le montant maximum est de ${max}` }
    it.each(['12,50', '12.50', ' 12,5 ', '900,00', '10'])('French: %j is valid', (value) => {
      expect(amountError(value, 'EUR', french)).toBeNull()
    })
    it.each([
      ['9,99', 'EUR', 'Le montant minimum est de 10\u00a0€'],
      ['900,01', 'EUR', 'Le montant maximum est de 900\u00a0€'],
      ['9,99', 'USD', 'Le montant minimum est de 10\u00a0$US'],
      ['12,505', 'EUR', 'Amount can have at most 2 decimals'],
      ['1.250,00', 'EUR', 'Please enter a valid number'],
    ] as const)('French: %j in %s: %j', (value, currency, message) => {
      expect(amountError(value, currency, french)).toBe(message)
    })
    it('English says the limit in the chosen currency too, in the SPEC\'s words for USD', () => {
      expect(amountError('9.99', 'EUR')).toBe('Minimum amount is €10')
      expect(amountError('1000', 'EUR')).toBe('Maximum amount is €900')
      expect(amountError('9.99', 'USD')).toBe('Minimum amount is $10')
    })
    it('the payload has the contract\'s dot, whatever the reader typed', () => {
      const values = { ...EMPTY_LINK_FORM, amount: '12,50', name: 'Cours', currency: 'EUR' as const }
      expect(paymentLinkFormSchema(french).parse(values)).toMatchObject({ amount: '12.50', currency: 'EUR' })
      expect(buildPaymentLinkPayload(values, 'fr-FR').amount).toBe('12.50')
    })
  })

  it('the dialog opens empty, in USD, with both methods checked, and no message', () => {
    expect(EMPTY_LINK_FORM).toEqual({ amount: '', name: '', description: '', currency: 'USD', methods: ['card', 'crypto'], returnUrl: '' })
    expect(validateLinkForm(EMPTY_LINK_FORM)).toEqual({ ...NO_LINK_FORM_ERRORS, amount: 'Amount is required', name: 'Please fill in all required fields' })
  })

  it('a form is valid only when every rule holds', () => {
    const valid = { ...EMPTY_LINK_FORM, amount: '25', name: 'Consulting' }
    expect(isValidLinkForm(valid)).toBe(true)
    expect(isValidLinkForm({ ...valid, amount: '5' })).toBe(false)
    expect(isValidLinkForm({ ...valid, name: ' ' })).toBe(false)
    expect(isValidLinkForm({ ...valid, methods: [] })).toBe(false)
    expect(methodsError(['card'])).toBeNull()
    expect(validateLinkForm(valid)).toEqual({ amount: null, name: null, methods: null, returnUrl: null })
    // The schema's messages are those of each rule, under each field; its output is the payload.
    const refused = paymentLinkFormSchema().safeParse({ ...valid, amount: '9.99', methods: [] })
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amount', 'Minimum amount is $10'],
      ['methods', 'Please select at least one payment method'],
    ])
    expect(paymentLinkFormSchema().parse(valid)).toEqual(buildPaymentLinkPayload(valid))
  })

  it('a blank name gives "Please fill in all required fields"', () => {
    expect(nameError('')).toBe('Please fill in all required fields')
    expect(nameError('  ')).toBe('Please fill in all required fields')
    expect(nameError('Consulting')).toBeNull()
  })

  it('at least one payment method: the last one cannot be unchecked', () => {
    expect(validateLinkForm({ ...EMPTY_LINK_FORM, methods: [] }).methods).toBe('Please select at least one payment method')
    expect(isLastMethod(['card'], 'card')).toBe(true)
    expect(isLastMethod(['card', 'crypto'], 'card')).toBe(false)
    expect(isLastMethod(['card'], 'crypto')).toBe(false)
    expect(toggleMethod(['card', 'crypto'], 'card')).toEqual(['crypto'])
    expect(toggleMethod(['crypto'], 'card')).toEqual(['card', 'crypto'])
  })

  it('Create is disabled while amount or name is empty, while an error shows, or while pending', () => {
    const values = { ...EMPTY_LINK_FORM, amount: '25', name: 'Consulting' }
    expect(canSubmitLinkForm(values, NO_LINK_FORM_ERRORS, false)).toBe(true)
    expect(canSubmitLinkForm({ ...values, amount: '' }, NO_LINK_FORM_ERRORS, false)).toBe(false)
    expect(canSubmitLinkForm({ ...values, name: '' }, NO_LINK_FORM_ERRORS, false)).toBe(false)
    expect(canSubmitLinkForm(values, { ...NO_LINK_FORM_ERRORS, amount: 'Minimum amount is $10' }, false)).toBe(false)
    expect(canSubmitLinkForm(values, { ...NO_LINK_FORM_ERRORS, name: 'Please fill in all required fields' }, false)).toBe(false)
    expect(canSubmitLinkForm(values, NO_LINK_FORM_ERRORS, true)).toBe(false)
    expect(canSubmitLinkForm({ ...values, amount: '   ' }, NO_LINK_FORM_ERRORS, false)).toBe(false)
    expect(canSubmitLinkForm({ ...values, methods: [] }, NO_LINK_FORM_ERRORS, false)).toBe(false)
    // The refused-uncheck message explains; the selection it leaves is valid.
    expect(canSubmitLinkForm(values, { ...NO_LINK_FORM_ERRORS, methods: 'Please select at least one payment method' }, false)).toBe(true)
  })

  it('builds the SPEC §3 payload: 2 decimals, trimmed texts, methods joined with "/", no products', () => {
    expect(buildPaymentLinkPayload({ amount: ' 25.5 ', name: ' Consulting ', description: '  ', currency: 'EUR', methods: ['crypto', 'card'], returnUrl: '  ' })).toEqual({
      amount: '25.50',
      currency: 'EUR',
      name: 'Consulting',
      description: '',
      payment_method: 'card/crypto',
      products: [],
    })
    expect(joinPaymentMethods(['crypto'])).toBe('crypto')
  })

  it('the optional return address (issue 19): sent only when given, as a full https address; anything else blocks Create', () => {
    const values = { ...EMPTY_LINK_FORM, amount: '25', name: 'Consulting' }
    expect(buildPaymentLinkPayload({ ...values, returnUrl: ' https://Shop.Example.com/thanks ' }).return_url).toBe('https://shop.example.com/thanks')
    expect(validateLinkForm({ ...values, returnUrl: 'shop.example.com' }).returnUrl).toBe('Enter a full https:// address, e.g. https://shop.example.com/thanks')
    expect(validateLinkForm({ ...values, returnUrl: '' }).returnUrl).toBeNull()
    expect(isValidLinkForm({ ...values, returnUrl: 'javascript:alert(1)' })).toBe(false)
    expect(canSubmitLinkForm(values, { ...NO_LINK_FORM_ERRORS, returnUrl: 'Enter a full https:// address, e.g. https://shop.example.com/thanks' }, false)).toBe(false)
  })
})
