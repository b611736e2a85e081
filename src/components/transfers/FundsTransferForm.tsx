import { Button, Input, InputGroup, Stack, Textarea } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { DESTINATION_MAX_LENGTH, fundsTransferSchema, NOTE_MAX_LENGTH, type PayoutWallet, type TransferValues } from '../../domain/fundsTransfer'

export interface FundsTransferFormProps {
  /** The wallet paid out from: the amount is checked against its balance, in its currency (never converted). */
  wallet: Pick<PayoutWallet, 'balance' | 'currency'> | null
  /** The wallet's balance, formatted, for the amount's hint. */
  balanceText: string | null
  disabled: boolean
  onSubmit: (value: TransferValues) => void
}

const EMPTY = { amount: '', destination: '', note: '' }

/** Amount, destination and note of a payout; errors in words under each field; "Review transfer" hands the parsed payout on for confirmation. */
export function FundsTransferForm({ wallet, balanceText, disabled, onSubmit }: FundsTransferFormProps) {
  const form = useZodForm(fundsTransferSchema(wallet), EMPTY)
  const note = useWatch({ control: form.control, name: 'note' })
  const currency = wallet?.currency
  const balance = wallet?.balance
  useEffect(() => {
    // A re-read balance checks a shown amount error again: it goes, or names the new balance.
    if (balance !== undefined && form.getFieldState('amount').error) void form.trigger('amount')
  }, [balance, form])
  return (
    <form noValidate aria-label="New transfer" onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="4">
        <FormField form={form} name="amount" label="Amount" required disabled={disabled} helper={balanceText && currency ? `In ${currency}, the wallet's currency: up to ${balanceText}, in steps of 0.01` : 'In steps of 0.01'}>
          {(control) => (
            <InputGroup startAddon={currency}>
              <Input {...control} type="number" inputMode="decimal" step="0.01" min="0.01" placeholder="0.00" autoComplete="off" />
            </InputGroup>
          )}
        </FormField>
        <FormField form={form} name="destination" label="Destination" required disabled={disabled} helper="A Polygon address (0x…) for USDC, or the bank account’s IBAN">
          {(control) => <Input {...control} maxLength={DESTINATION_MAX_LENGTH} autoComplete="off" spellCheck={false} placeholder="0x… or IBAN" />}
        </FormField>
        <FormField form={form} name="note" label="Note" disabled={disabled} helper={`Optional, up to ${NOTE_MAX_LENGTH} characters (${note.trim().length}/${NOTE_MAX_LENGTH})`}>
          {(control) => <Textarea {...control} rows={2} />}
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} minH="11" disabled={disabled}>
          Review transfer
        </Button>
      </Stack>
    </form>
  )
}
