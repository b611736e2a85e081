import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { api } from '../../../api/client'
import { calculatorCalls } from '../../../api/calculator'
import { createCalculatorMachine } from '../../../machines/calculator/wiring'
import { notify } from '../../../components/common/toaster'
import { PageHeader } from '../../../components/common/PageHeader'
import { InlineLoadError } from '../../../components/common/InlineLoadError'
import { EmptyState } from '../../../components/data/EmptyState'
import { CalculatorIcon } from '../../../components/common/icons'
import { CalculatorForm } from '../../../components/calculator/CalculatorForm'
import { CalculationResults, CalculationResultsSkeleton } from '../../../components/calculator/CalculationResults'
import { CALCULATOR_LOAD_FAILED, calculationFigures } from '../../../domain/calculation'

const calculatorMachine = createCalculatorMachine({ calls: calculatorCalls(api), notify })

/** SPEC §2: the admin transaction calculator; the machine owns the range, the call and its outcome. */
export const Route = createFileRoute('/_app/_shell/calculator')({ component: Calculator })

function Calculator() {
  const [state, send] = useMachine(calculatorMachine)
  const { from, to, rangeError, calculation, error } = state.context
  return (
    <Stack gap="6">
      <PageHeader title="Transaction Calculator" subtitle="Totals, fees and averages of completed transactions over a date range" />
      <CalculatorForm
        from={from}
        to={to}
        rangeError={rangeError}
        calculating={state.matches('calculating')}
        onChange={(field, value) => send({ type: 'CHANGE', field, value })}
        onCalculate={() => send({ type: 'CALCULATE' })}
        onClear={() => send({ type: 'CLEAR' })}
      />
      {state.matches('idle') && <EmptyState icon={<CalculatorIcon />} title="Ready to Calculate" hint="Choose a date range, or leave both dates empty for all time, then press Calculate." />}
      {state.matches('calculating') && <CalculationResultsSkeleton />}
      {state.matches('result') && calculation && <CalculationResults figures={calculationFigures(calculation)} />}
      {state.matches('error') && <InlineLoadError message={CALCULATOR_LOAD_FAILED} detail={error} onRetry={() => send({ type: 'RETRY' })} />}
    </Stack>
  )
}
