import { Box, Button, Heading, HStack, Input, RadioCard, Stack, Text } from '@chakra-ui/react'
import { NAME_MIN_LENGTH, toCustomerForm, type CustomerField, type CustomerForm } from '../../domain/customerForm'
import type { PaymentMethod } from '../../domain/paymentMethods'
import type { FormActor } from '../../machines/form/formMachine'
import { FormField } from '../common/FormField'
import { useMachineForm } from '../common/useMachineForm'
import { CheckoutCard } from './CheckoutFrame'
import { formatMoney } from '../../domain/money'

const METHOD_LABELS: Record<PaymentMethod, { title: string; description: string; submit: string }> = {
  card: { title: 'Credit Card', description: 'Visa, Mastercard, and other major cards', submit: 'Continue to Credit Card Payment' },
  crypto: { title: 'Cryptocurrency', description: 'USDC on Polygon network only', submit: 'Continue to Cryptocurrency Payment' },
}

export interface BillingFormProps {
  linkName: string
  description?: string
  amount: string
  currency: string
  methods: PaymentMethod[]
  selectedMethod: PaymentMethod | null
  busy: boolean
  /** A form actor with the customer form's rules (src/domain/customerForm.ts). */
  form: FormActor
  onSelectMethod: (method: PaymentMethod) => void
  onSubmit: (values: CustomerForm) => void
}

// The inputs carry the rules' constraints too (required, minimum length, type): browsers and assistive
// technology know them; the messages are the spec's, from the rules, shown on blur and submit.
const FIELDS: { name: CustomerField; label: string; type: string; autoComplete: string; minLength?: number }[] = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name', minLength: NAME_MIN_LENGTH },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name', minLength: NAME_MIN_LENGTH },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
]

/** Billing form (SPEC §2 checkout step 4): summary, the four required fields, the method chooser when there is a choice, and submit. */
export function BillingForm({ linkName, description, amount, currency, methods, selectedMethod, busy, form, onSelectMethod, onSubmit }: BillingFormProps) {
  const { errors, formProps } = useMachineForm(form, (values) => {
    if (!busy) onSubmit(toCustomerForm(values))
  })

  const submitLabel = busy ? 'Processing...' : selectedMethod ? METHOD_LABELS[selectedMethod].submit : 'Continue to Payment'

  return (
    <CheckoutCard labelledBy="checkout-title">
      <form {...formProps}>
      <Stack gap="4">
        <HStack justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Heading as="h1" id="checkout-title" size="lg" lineClamp={2}>
              {linkName}
            </Heading>
            {description && (
              <Text color="fg.muted" fontSize="sm" lineClamp={2}>
                {description}
              </Text>
            )}
          </Box>
          <Text as="p" data-money fontSize="2xl" fontWeight="bold" whiteSpace="nowrap" aria-label={`Amount ${formatMoney(amount, currency)}`}>
            {formatMoney(amount, currency)}
          </Text>
        </HStack>

        <Stack gap="3" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
          {FIELDS.map((field) => (
            <FormField key={field.name} label={field.label} error={errors[field.name]} required flex={{ sm: '1 1 45%' }}>
              {(described) => (
                <Input {...described} name={field.name} type={field.type} autoComplete={field.autoComplete} minLength={field.minLength} size="lg" disabled={busy} />
              )}
            </FormField>
          ))}
        </Stack>

        {methods.length > 1 && (
          <RadioCard.Root
            value={selectedMethod ?? ''}
            onValueChange={(details) => details.value && onSelectMethod(details.value as PaymentMethod)}
            colorPalette="brand"
            disabled={busy}
            size="sm"
          >
            <RadioCard.Label>Payment method</RadioCard.Label>
            <Stack gap="2" direction={{ base: 'column', sm: 'row' }}>
              {methods.map((method) => (
                <RadioCard.Item key={method} value={method} flex="1">
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl minH="11">
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{METHOD_LABELS[method].title}</RadioCard.ItemText>
                      <RadioCard.ItemDescription>{METHOD_LABELS[method].description}</RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </Stack>
          </RadioCard.Root>
        )}

        <Button type="submit" colorPalette="brand" size="lg" width="full" minH="12" disabled={busy || !selectedMethod} loading={busy} loadingText="Processing...">
          {submitLabel}
        </Button>
      </Stack>
      </form>
    </CheckoutCard>
  )
}
