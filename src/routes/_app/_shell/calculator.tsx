import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
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
import { useMessages } from '../../../i18n/appLocale'
import { calculatorMessages } from '../../../i18n/messages/calculator.en'

/** SPEC §2: the admin transaction calculator; the form checks the dates and sends the range, the machine owns the call and its outcome. */
export const Route = createFileRoute('/_app/_shell/calculator')({ component: Calculator })

function Calculator() {
  const { t, text } = useMessages(calculatorMessages)
  // The machine's failure notice is its English: the toast list shows it in the language the reader reads then.
  const [calculatorMachine] = useState(() => createCalculatorMachine({ notify }))
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
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <CalculatorForm calculating={calculating} onCalculate={(value) => send({ type: 'CALCULATE', value })} onClear={() => send({ type: 'CLEAR' })} />
      {state.matches('idle') && <EmptyState icon={<CalculatorIcon />} title={t('readyTitle')} hint={t('readyHint')} />}
      {!state.matches('idle') && (
        <ReadView read={read} failedMessage={text(CALCULATOR_LOAD_FAILED)} detail={error && text(error)}>
          {!calculation && <CalculationResultsSkeleton />}
          {calculation && <CalculationResults figures={calculationFigures(calculation)} />}
        </ReadView>
      )}
    </Stack>
  )
}
