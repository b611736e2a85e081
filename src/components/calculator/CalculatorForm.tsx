import { Button, Input, Stack } from '@chakra-ui/react'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { calculatorRangeSchema, type CalculatorRange } from '../../domain/calculation'
import { useMessages } from '../../i18n/appLocale'
import { calculatorMessages } from '../../i18n/messages/calculator.en'

export interface CalculatorFormProps {
  calculating: boolean
  /** The range of a valid pair of dates (ISO timestamps; an empty date is an open side). */
  onCalculate: (range: CalculatorRange) => void
  onClear: () => void
}

/** SPEC §2: From Date and To Date (both optional: empty is all time), Calculate and Clear. */
export function CalculatorForm({ calculating, onCalculate, onClear }: CalculatorFormProps) {
  const { t } = useMessages(calculatorMessages)
  const form = useZodForm(calculatorRangeSchema, { from: '', to: '' })
  // A range's message is about both dates: changing either checks the other again, so it goes once the range is fixed.
  const recheck = (other: 'from' | 'to') => void (form.getFieldState(other).error && form.trigger(other))
  return (
    <form noValidate aria-label={t('dateRange')} onSubmit={form.handleSubmit(onCalculate)}>
      <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }} gap="4">
        <FormField form={form} name="from" label={t('fromDate')} helper={t('fromHelper')}>
          {(control) => <Input {...control} type="datetime-local" onChange={(event) => void control.onChange(event).then(() => recheck('to'))} />}
        </FormField>
        <FormField form={form} name="to" label={t('toDate')} helper={t('toHelper')}>
          {(control) => <Input {...control} type="datetime-local" onChange={(event) => void control.onChange(event).then(() => recheck('from'))} />}
        </FormField>
        <Stack direction="row" gap="2" pt={{ md: '6' }} flexShrink={0}>
          <Button type="submit" colorPalette="brand" minH="11" flex={{ base: '1', md: 'initial' }} loading={calculating} loadingText={t('calculatingButton')}>
            {t('calculate')}
          </Button>
          <Button
            type="button"
            variant="outline"
            minH="11"
            flex={{ base: '1', md: 'initial' }}
            onClick={() => {
              form.reset()
              onClear()
            }}
          >
            {t('clear')}
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}
