import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { createCalculatorMachine } from '../../../machines/calculator/wiring'
import { notify } from '../../../components/common/toaster'
import { PageHeader } from '../../../components/common/PageHeader'
import type { ReadState } from '../../../components/data/readState'
import { ReadView } from '../../../components/data/ReadView'
import { EmptyState } from '../../../components/data/EmptyState'
import { CalculatorIcon } from '../../../components/common/icons'
import { CalculatorForm } from '../../../components/calculator/CalculatorForm'
import { CalculationResults, CalculationResultsSkeleton } from '../../../components/calculator/CalculationResults'
import { CALCULATOR_LOAD_FAILED, calculationFigures } from '../../../domain/calculation'

const calculatorMachine = createCalculatorMachine({ notify })

/** SPEC §2: the admin transaction calculator; the form checks the dates and sends the range, the machine owns the call and its outcome. */
export const Route = createFileRoute('/_app/_shell/calculator')({ component: Calculator })

function Calculator() {
  const [state, send] = useMachine(calculatorMachine)
  const { calculation, calculatedAt, error } = state.context
  const calculating = state.matches('calculating')
  // The lists' read states, from the machine: the results on screen stay through a failed refresh of their range.
  const read: ReadState<typeof calculation> = {
    data: calculation ?? undefined,
    loading: calculating && !calculation,
    failure: state.matches('error') ? new Error(error ?? '') : null,
    staleSince: calculation && error && (state.matches('stale') || calculating) ? calculatedAt : null,
    retrying: calculating,
    retry: () => send({ type: 'RETRY' }),
  }
  return (
    <Stack gap="6">
      <PageHeader title="Calculator" subtitle="Totals, fees and averages of completed transactions over a date range" />
      <CalculatorForm calculating={calculating} onCalculate={(value) => send({ type: 'CALCULATE', value })} onClear={() => send({ type: 'CLEAR' })} />
      {state.matches('idle') && <EmptyState icon={<CalculatorIcon />} title="Ready to Calculate" hint="Choose a date range, or leave both dates empty for all time, then press Calculate." />}
      {!state.matches('idle') && (
        <ReadView read={read} failedMessage={CALCULATOR_LOAD_FAILED} detail={error}>
          {!calculation && <CalculationResultsSkeleton />}
          {calculation && <CalculationResults figures={calculationFigures(calculation)} />}
        </ReadView>
      )}
    </Stack>
  )
}
