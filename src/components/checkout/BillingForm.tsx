import { lazy, Suspense } from 'react'
import { css, cx } from '../../../styled-system/css'
import { button, heading } from '../../../styled-system/recipes'
import { NAME_MIN_LENGTH, toCustomerForm, type CustomerField, type CustomerForm } from '../../domain/customerForm'
import type { PaymentMethod } from '../../domain/paymentMethods'
import type { BillingFormActor } from '../../machines/checkout/billingFormMachine'
import { CheckoutCard } from './CheckoutFrame'
import { CheckoutField } from './CheckoutField'
import { Spinner } from './Spinner'
import { useBillingForm } from './useBillingForm'
import { formatMoney } from '../../domain/money'
import type { CheckoutKey } from '../../i18n/messages/checkout.en'
import { useTranslator } from '../../i18n/TranslatorContext'
import type { Translator } from '../../i18n/translator'
import { Ltr } from './Phrase'

const methodLabels = ({ t }: Translator): Record<PaymentMethod, { title: string; description: string; submit: string }> => ({
  card: { title: t('methodCard'), description: t('methodCardHint'), submit: t('continueWithCard') },
  crypto: { title: t('methodCrypto'), description: t('methodCryptoHint'), submit: t('continueWithCrypto') },
})

export interface BillingFormProps {
  linkName: string
  description?: string
  amount: string
  currency: string
  methods: PaymentMethod[]
  selectedMethod: PaymentMethod | null
  busy: boolean
  /** The billing form's actor (the customer form's rules, src/domain/customerForm.ts). */
  form: BillingFormActor
  onSelectMethod: (method: PaymentMethod) => void
  onSubmit: (values: CustomerForm) => void
}

// The inputs carry the rules' constraints too (required, minimum length, type): browsers and assistive
// technology know them; the messages are the spec's, from the rules, shown on blur and submit in the reader's language.
// An e-mail address and a phone number are written left to right in every language.
const FIELDS: { name: CustomerField; label: CheckoutKey; type: string; autoComplete: string; minLength?: number; dir?: 'ltr' }[] = [
  { name: 'first_name', label: 'firstName', type: 'text', autoComplete: 'given-name', minLength: NAME_MIN_LENGTH },
  { name: 'last_name', label: 'lastName', type: 'text', autoComplete: 'family-name', minLength: NAME_MIN_LENGTH },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email', dir: 'ltr' },
  { name: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel', dir: 'ltr' },
]

const twoLines = css({ lineClamp: 2 })

// Ark's radio group (zag's machines, a third of the page's own code) loads only for a link that offers a choice:
// a link with one method never fetches it. Until it is there its place is kept, so nothing below it moves.
const MethodChooser = lazy(() => import('./MethodChooser').then((module) => ({ default: module.MethodChooser })))
const chooserPlace = css({ minH: { base: '10.875rem', sm: '7.25rem' } })

/** Billing form (SPEC §2 checkout step 4): summary, the four required fields, the method chooser when there is a choice, and submit. */
export function BillingForm({ linkName, description, amount, currency, methods, selectedMethod, busy, form, onSelectMethod, onSubmit }: BillingFormProps) {
  const translator = useTranslator()
  const { t, intl } = translator
  const labels = methodLabels(translator)
  const money = formatMoney(amount, currency, 2, intl)
  const { errors, formProps } = useBillingForm(form, (values) => {
    if (!busy) onSubmit(toCustomerForm(values))
  })

  const submitLabel = selectedMethod ? labels[selectedMethod].submit : t('continueToPayment')

  return (
    <CheckoutCard labelledBy="checkout-title">
      <form {...formProps}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <div className={css({ display: 'flex', flexDirection: 'row', justifyContent: 'space-between', alignItems: 'start', gap: '3' })}>
            <div className={css({ minW: '0' })}>
              {/* The merchant's words in their own direction (issue 35 §12): a plain <bdi>, the checkout has no Chakra for UserText. */}
              <h1 id="checkout-title" className={cx(heading({ size: 'lg' }), twoLines)}>
                <bdi>{linkName}</bdi>
              </h1>
              {description && (
                <p className={cx(css({ color: 'fg.muted', fontSize: 'sm' }), twoLines)}>
                  <bdi>{description}</bdi>
                </p>
              )}
            </div>
            <p data-money aria-label={t('amountOf', { amount: money })} className={css({ fontSize: '2xl', fontWeight: 'bold', whiteSpace: 'nowrap' })}>
              <Ltr>{money}</Ltr>
            </p>
          </div>

          <div className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, flexWrap: 'wrap', gap: '3' })}>
            {FIELDS.map(({ name, label, ...input }) => (
              <CheckoutField key={name} name={name} label={t(label)} error={errors[name] && translator.text(errors[name])} {...input} disabled={busy} />
            ))}
          </div>

          {methods.length > 1 && (
            <Suspense fallback={<div className={chooserPlace} />}>
              <MethodChooser methods={methods} selected={selectedMethod} disabled={busy} labels={labels} onSelect={onSelectMethod} />
            </Suspense>
          )}

          <button type="submit" data-loading={busy ? '' : undefined} disabled={busy || !selectedMethod} className={cx(button({ size: 'lg' }), css({ colorPalette: 'brand', width: 'full', minH: '12' }))}>
            {busy ? (
              <span className={css({ display: 'contents' })}>
                <Spinner size="inherit" className={css({ borderWidth: '0.125em', color: 'inherit' })} />
                {t('processing')}
              </span>
            ) : (
              submitLabel
            )}
          </button>
        </div>
      </form>
    </CheckoutCard>
  )
}
