import { Button, Input, InputGroup, Stack, Textarea } from '@chakra-ui/react'
import { FormField } from '../common/FormField'
import { DESTINATION_MAX_LENGTH, NOTE_MAX_LENGTH, type TransferDraft, type TransferErrors, type TransferField } from '../../domain/fundsTransfer'

export interface FundsTransferFormProps {
  draft: TransferDraft
  errors: TransferErrors
  /** The selected wallet's balance, formatted, for the amount's hint. */
  balanceText: string | null
  /** The selected wallet's currency: the payout is in it, never converted. */
  currency: string | null
  disabled: boolean
  onChange: (field: TransferField, value: string) => void
  onBlur: (field: TransferField) => void
  onSubmit: () => void
}

/** Amount, destination and note of a payout; errors in words under each field; "Review transfer" opens the confirmation. */
export function FundsTransferForm({ draft, errors, balanceText, currency, disabled, onChange, onBlur, onSubmit }: FundsTransferFormProps) {
  const field = (name: TransferField) => ({
    name,
    value: draft[name],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
  })
  return (
    <form
      noValidate
      aria-label="New transfer"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Stack gap="4">
      <FormField label="Amount" required error={errors.amount} helper={balanceText && currency ? `In ${currency}, the wallet's currency: up to ${balanceText}, in steps of 0.01` : 'In steps of 0.01'}>
        <InputGroup startAddon={currency ?? undefined}>
          <Input {...field('amount')} type="number" inputMode="decimal" step="0.01" min="0.01" placeholder="0.00" autoComplete="off" />
        </InputGroup>
      </FormField>
      <FormField label="Destination" required error={errors.destination} helper="A Polygon address (0x…) for USDC, or the bank account’s IBAN">
        <Input {...field('destination')} maxLength={DESTINATION_MAX_LENGTH} autoComplete="off" spellCheck={false} placeholder="0x… or IBAN" />
      </FormField>
      <FormField label="Note" error={errors.note} helper={`Optional, up to ${NOTE_MAX_LENGTH} characters (${draft.note.trim().length}/${NOTE_MAX_LENGTH})`}>
        <Textarea {...field('note')} rows={2} />
      </FormField>
      <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} minH="11" disabled={disabled}>
        Review transfer
      </Button>
      </Stack>
    </form>
  )
}
