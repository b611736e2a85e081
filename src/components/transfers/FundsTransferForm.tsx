import { Button, Input, InputGroup, Stack, Textarea } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { formatAmount } from '../../domain/money'
import { DESTINATION_MAX_LENGTH, fundsTransferSchema, NOTE_MAX_LENGTH, type PayoutWallet, type TransferValues } from '../../domain/fundsTransfer'
import { useTransfersWords } from './transfersWords'

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
  const { t, text, moneyInText, intl } = useTransfersWords()
  // The rules' messages in the reader's words; the one with the balance in it names it formatted for the reader.
  const form = useZodForm(fundsTransferSchema(wallet, { text, intl, amountOverBalance: (amount, inCurrency) => t('amountOverBalance', { balance: moneyInText(amount, inCurrency) }) }), EMPTY)
  const note = useWatch({ control: form.control, name: 'note' })
  const currency = wallet?.currency
  const balance = wallet?.balance
  useEffect(() => {
    // A re-read balance checks a shown amount error again: it goes, or names the new balance.
    if (balance !== undefined && form.getFieldState('amount').error) void form.trigger('amount')
  }, [balance, form])
  return (
    <form noValidate aria-label={t('newTransfer')} onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="4">
        <FormField form={form} name="amount" label={t('amount')} required disabled={disabled} helper={balanceText && currency ? t('amountHint', { currency, balance: balanceText }) : t('amountStepHint')}>
          {(control) => (
            <InputGroup startAddon={currency}>
              <Input {...control} inputMode="decimal" placeholder={formatAmount(0, intl)} autoComplete="off" />
            </InputGroup>
          )}
        </FormField>
        <FormField form={form} name="destination" label={t('destination')} required disabled={disabled} helper={t('destinationHint')}>
          {(control) => <Input {...control} dir="ltr" maxLength={DESTINATION_MAX_LENGTH} autoComplete="off" spellCheck={false} placeholder={t('destinationPlaceholder')} />}
        </FormField>
        <FormField form={form} name="note" label={t('note')} disabled={disabled} helper={t('noteHint', { max: NOTE_MAX_LENGTH, count: note.trim().length })}>
          {(control) => <Textarea {...control} rows={2} />}
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} minH="11" disabled={disabled}>
          {t('reviewTransfer')}
        </Button>
      </Stack>
    </form>
  )
}
