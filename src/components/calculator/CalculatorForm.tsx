import { Button, Input, Stack } from '@chakra-ui/react'
import { FormField } from '../common/FormField'
import { INVALID_FROM } from '../../domain/calculation'

export interface CalculatorFormProps {
  from: string
  to: string
  /** Why the range cannot be sent: shown under the date it is about. */
  rangeError: string | null
  calculating: boolean
  onChange: (field: 'from' | 'to', value: string) => void
  onCalculate: () => void
  onClear: () => void
}

/** SPEC §2: From Date and To Date (both optional: empty is all time), Calculate and Clear. */
export function CalculatorForm({ from, to, rangeError, calculating, onChange, onCalculate, onClear }: CalculatorFormProps) {
  const fromError = rangeError === INVALID_FROM ? rangeError : undefined
  const toError = rangeError && rangeError !== INVALID_FROM ? rangeError : undefined
  return (
    <Stack
      as="form"
      aria-label="Date range"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-start' }}
      gap="4"
      onSubmit={(event) => {
        event.preventDefault()
        onCalculate()
      }}
    >
      <FormField label="From Date" error={fromError} helper="Empty: from the first transaction">
        <Input type="datetime-local" value={from} onChange={(event) => onChange('from', event.target.value)} />
      </FormField>
      <FormField label="To Date" error={toError} helper="Empty: up to now">
        <Input type="datetime-local" value={to} onChange={(event) => onChange('to', event.target.value)} />
      </FormField>
      <Stack direction="row" gap="2" pt={{ md: '6' }} flexShrink={0}>
        <Button type="submit" colorPalette="brand" minH="11" flex={{ base: '1', md: 'initial' }} loading={calculating} loadingText="Calculating...">
          Calculate
        </Button>
        <Button type="button" variant="outline" minH="11" flex={{ base: '1', md: 'initial' }} onClick={onClear}>
          Clear
        </Button>
      </Stack>
    </Stack>
  )
}
