import { Alert, Button, Checkbox, Fieldset, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { FormField } from '../common/FormField'
import { DialogFrame } from '../common/DialogFrame'
import { SelectField } from '../common/SelectField'
import type { PaymentMethod } from '../../domain/paymentMethods'
import {
  isLastMethod,
  LINK_CURRENCIES,
  LINK_DESCRIPTION_MAX,
  LINK_METHODS,
  LINK_NAME_MAX,
  type Currency,
  type PaymentLinkFormErrors,
  type PaymentLinkFormValues,
} from '../../domain/paymentLinkForm'
import type { CheckedField, TextField } from '../../machines/paymentLinks/linkCreationMachine'
import { RETURN_URL_MAX } from '../../domain/returnUrl'

const METHOD_LABELS: Record<PaymentMethod, string> = { card: 'Card', crypto: 'Crypto (USDC on Polygon)' }
const CURRENCY_OPTIONS = LINK_CURRENCIES.map((currency) => ({ value: currency, label: currency }))

export interface CreatePaymentLinkDialogProps {
  values: PaymentLinkFormValues
  errors: PaymentLinkFormErrors
  /** The failed attempt's message; every typed value stays. */
  submitError: string | null
  submitting: boolean
  canSubmit: boolean
  onChange: (field: TextField, value: string) => void
  onBlur: (field: CheckedField) => void
  onCurrency: (currency: Currency) => void
  onToggleMethod: (method: PaymentMethod) => void
  onSubmit: () => void
  onCancel: () => void
}

/** The last checked method is read-only (its input never toggles); trying to uncheck it says why. */
function MethodCheckbox({ method, methods, onToggle }: { method: PaymentMethod; methods: PaymentMethod[]; onToggle: (method: PaymentMethod) => void }) {
  const last = isLastMethod(methods, method)
  return (
    <Checkbox.Root colorPalette="brand" checked={methods.includes(method)} readOnly={last} onCheckedChange={() => onToggle(method)} onClick={last ? () => onToggle(method) : undefined}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{METHOD_LABELS[method]}</Checkbox.Label>
    </Checkbox.Root>
  )
}

/** SPEC §2, §5: the Create Payment Link dialog; it cannot be dismissed while the request is pending. */
export function CreatePaymentLinkDialog({ values, errors, submitError, submitting, canSubmit, onChange, onBlur, onCurrency, onToggleMethod, onSubmit, onCancel }: CreatePaymentLinkDialogProps) {
  return (
    <DialogFrame
      title="Create Payment Link"
      busy={submitting}
      onClose={onCancel}
      onSubmit={onSubmit}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Creating..." disabled={!canSubmit}>
            Create Payment Link
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Amount" error={errors.amount ?? undefined} required helper="10.00 to 900.00">
            <Input inputMode="decimal" autoComplete="off" value={values.amount} onChange={(event) => onChange('amount', event.target.value)} onBlur={() => onBlur('amount')} disabled={submitting} />
          </FormField>
          <SelectField label="Currency" required value={values.currency} options={CURRENCY_OPTIONS} onChange={onCurrency} disabled={submitting} />
        </SimpleGrid>
        <FormField label="Name" error={errors.name ?? undefined} required>
          <Input value={values.name} maxLength={LINK_NAME_MAX} autoComplete="off" onChange={(event) => onChange('name', event.target.value)} onBlur={() => onBlur('name')} disabled={submitting} />
        </FormField>
        <FormField label="Description">
          <Textarea value={values.description} maxLength={LINK_DESCRIPTION_MAX} rows={3} onChange={(event) => onChange('description', event.target.value)} disabled={submitting} />
        </FormField>
        <FormField label="Return address" error={errors.returnUrl ?? undefined} helper="Optional. Once they have paid, customers are offered a way back to this page of your shop.">
          <Input
            type="url"
            inputMode="url"
            placeholder="https://shop.example.com/thanks"
            autoComplete="url"
            maxLength={RETURN_URL_MAX}
            value={values.returnUrl}
            onChange={(event) => onChange('returnUrl', event.target.value)}
            onBlur={() => onBlur('returnUrl')}
            disabled={submitting}
          />
        </FormField>
        <Fieldset.Root invalid={!!errors.methods} disabled={submitting}>
          <Fieldset.Legend>Payment methods</Fieldset.Legend>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            {LINK_METHODS.map((method) => (
              <MethodCheckbox key={method} method={method} methods={values.methods} onToggle={onToggleMethod} />
            ))}
          </Stack>
          {errors.methods && <Fieldset.ErrorText color="red.fg">{errors.methods}</Fieldset.ErrorText>}
        </Fieldset.Root>
        {submitError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{submitError}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </DialogFrame>
  )
}
