import { Button, Input, Stack } from '@chakra-ui/react'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { calculatorRangeSchema, type CalculatorRange } from '../../domain/calculation'

export interface CalculatorFormProps {
  calculating: boolean
  /** The range of a valid pair of dates (ISO timestamps; an empty date is an open side). */
  onCalculate: (range: CalculatorRange) => void
  onClear: () => void
}

/** SPEC §2: From Date and To Date (both optional: empty is all time), Calculate and Clear. */
export function CalculatorForm({ calculating, onCalculate, onClear }: CalculatorFormProps) {
  const form = useZodForm(calculatorRangeSchema, { from: '', to: '' })
  // A range's message is about both dates: changing either checks the other again, so it goes once the range is fixed.
  const recheck = (other: 'from' | 'to') => void (form.getFieldState(other).error && form.trigger(other))
  return (
    <form noValidate aria-label="Date range" onSubmit={form.handleSubmit(onCalculate)}>
      <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }} gap="4">
        <FormField form={form} name="from" label="From Date" helper="Empty: from the first transaction">
          {(control) => <Input {...control} type="datetime-local" onChange={(event) => void control.onChange(event).then(() => recheck('to'))} />}
        </FormField>
        <FormField form={form} name="to" label="To Date" helper="Empty: up to now">
          {(control) => <Input {...control} type="datetime-local" onChange={(event) => void control.onChange(event).then(() => recheck('from'))} />}
        </FormField>
        <Stack direction="row" gap="2" pt={{ md: '6' }} flexShrink={0}>
          <Button type="submit" colorPalette="brand" minH="11" flex={{ base: '1', md: 'initial' }} loading={calculating} loadingText="Calculating...">
            Calculate
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
            Clear
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}
