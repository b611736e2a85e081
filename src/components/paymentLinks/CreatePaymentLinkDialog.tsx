import { Alert, Button, Checkbox, Fieldset, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { Controller, useFormState, useWatch } from 'react-hook-form'
import { FormField } from '../common/FormField'
import { DialogFrame } from '../common/DialogFrame'
import { SelectField } from '../common/SelectField'
import { useZodForm } from '../common/useZodForm'
import { useMemo } from 'react'
import { formatMoney } from '../../domain/money'
import type { PaymentMethod } from '../../domain/paymentMethods'
import {
  canSubmitLinkForm,
  EMPTY_LINK_FORM,
  isLastMethod,
  LINK_AMOUNT_MAX,
  LINK_AMOUNT_MIN,
  LINK_CURRENCIES,
  LINK_DESCRIPTION_MAX,
  LINK_FORM_MESSAGES,
  LINK_METHODS,
  LINK_NAME_MAX,
  paymentLinkFormSchema,
  toggleMethod,
  type PaymentLinkCreate,
} from '../../domain/paymentLinkForm'
import { RETURN_URL_MAX } from '../../domain/returnUrl'
import { useMessages } from '../../i18n/appLocale'
import { isolateLtr } from '../../i18n/isolate'
import { paymentLinksMessages } from '../../i18n/messages/paymentLinks.en'

const METHOD_LABELS = { card: 'card', crypto: 'cryptoMethod' } as const satisfies Record<PaymentMethod, string>
const CURRENCY_OPTIONS = LINK_CURRENCIES.map((currency) => ({ value: currency, label: currency }))

export interface CreatePaymentLinkDialogProps {
  /** The failed attempt's message; every typed value stays. */
  submitError: string | null
  submitting: boolean
  /** The parsed SPEC §3 payload of a valid form. */
  onSubmit: (payload: PaymentLinkCreate) => void
  onCancel: () => void
}

/** The last checked method is read-only (its input never toggles); trying to uncheck it says why. */
function MethodCheckbox({ method, methods, onToggle }: { method: PaymentMethod; methods: PaymentMethod[]; onToggle: (method: PaymentMethod) => void }) {
  const { t } = useMessages(paymentLinksMessages)
  const last = isLastMethod(methods, method)
  return (
    <Checkbox.Root colorPalette="brand" checked={methods.includes(method)} readOnly={last} onCheckedChange={() => onToggle(method)} onClick={last ? () => onToggle(method) : undefined}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t(METHOD_LABELS[method])}</Checkbox.Label>
    </Checkbox.Root>
  )
}

/** SPEC §2, §5: the Create Payment Link dialog; it cannot be dismissed while the request is pending. */
export function CreatePaymentLinkDialog({ submitError, submitting, onSubmit, onCancel }: CreatePaymentLinkDialogProps) {
  const { t, text, intl, dir } = useMessages(paymentLinksMessages)
  // The amount as the reader types it ("12,50" in French), its limits in the chosen currency as the reader writes money.
  const schema = useMemo(
    () => paymentLinkFormSchema({ intl, amountMin: (min) => t('amountMin', { min: isolateLtr(min, dir) }), amountMax: (max) => t('amountMax', { max: isolateLtr(max, dir) }) }),
    [intl, dir, t],
  )
  const form = useZodForm(schema, EMPTY_LINK_FORM)
  const [amount, name, methods, currency] = useWatch({ control: form.control, name: ['amount', 'name', 'methods', 'currency'] })
  const { errors } = useFormState({ control: form.control })
  const canSubmit = canSubmitLinkForm(
    { amount, name, methods },
    { amount: errors.amount?.message ?? null, name: errors.name?.message ?? null, methods: errors.methods?.message ?? null, returnUrl: errors.returnUrl?.message ?? null },
    submitting,
  )
  return (
    <DialogFrame
      title={t('create')}
      busy={submitting}
      onClose={onCancel}
      onSubmit={() => void form.handleSubmit(onSubmit)()}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={submitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText={t('creating')} disabled={!canSubmit}>
            {t('create')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField form={form} name="amount" label={t('amount')} required helper={t('amountRange', { min: formatMoney(LINK_AMOUNT_MIN, currency, 2, intl), max: formatMoney(LINK_AMOUNT_MAX, currency, 2, intl) })} disabled={submitting}>
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" />}
          </FormField>
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <SelectField
                label={t('currency')}
                required
                value={field.value}
                options={CURRENCY_OPTIONS}
                onChange={(chosen) => {
                  field.onChange(chosen)
                  // A limit already said under the amount is said again in the new currency.
                  if (form.getFieldState('amount').error) void form.trigger('amount')
                }}
                disabled={submitting}
              />
            )}
          />
        </SimpleGrid>
        <FormField form={form} name="name" label={t('name')} required disabled={submitting}>
          {(control) => <Input {...control} maxLength={LINK_NAME_MAX} autoComplete="off" />}
        </FormField>
        <FormField form={form} name="description" label={t('description')} disabled={submitting}>
          {(control) => <Textarea {...control} maxLength={LINK_DESCRIPTION_MAX} rows={3} />}
        </FormField>
        <FormField
          form={form}
          name="returnUrl"
          label={t('returnAddress')}
          helper={t('returnAddressHelper')}
          disabled={submitting}
        >
          {(control) => <Input {...control} type="url" dir="ltr" textAlign={{ _rtl: 'right' }} inputMode="url" placeholder="https://shop.example.com/thanks" autoComplete="url" maxLength={RETURN_URL_MAX} />}
        </FormField>
        <Controller
          control={form.control}
          name="methods"
          render={({ field, fieldState }) => (
            <Fieldset.Root invalid={!!fieldState.error} disabled={submitting}>
              <Fieldset.Legend>{t('paymentMethods')}</Fieldset.Legend>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
                {LINK_METHODS.map((method) => (
                  <MethodCheckbox
                    key={method}
                    method={method}
                    methods={field.value}
                    onToggle={(toggled) => {
                      // The last remaining method cannot be unchecked: the selection stays and the message says why.
                      if (isLastMethod(field.value, toggled)) return form.setError('methods', { type: 'lastMethod', message: LINK_FORM_MESSAGES.methodRequired })
                      form.clearErrors('methods')
                      field.onChange(toggleMethod(field.value, toggled))
                    }}
                  />
                ))}
              </Stack>
              {fieldState.error && <Fieldset.ErrorText color="red.fg">{text(fieldState.error.message ?? '')}</Fieldset.ErrorText>}
            </Fieldset.Root>
          )}
        />
        {submitError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{text(submitError)}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </DialogFrame>
  )
}
