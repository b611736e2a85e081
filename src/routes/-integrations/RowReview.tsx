import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { integrationKeys, integrations } from '../../api/integrations'
import { createIntegrationReviewMachine } from '../../machines/integrations/wiring'
import { notify } from '../../components/common/toaster'
import { ReviewButtons } from '../../components/integrations/ReviewButtons'

/** One pending row's Approve and Reject, run by its own review machine: one call at a time, none after success. */
export function RowReview({ id }: { id: string }) {
  const queryClient = useQueryClient()
  const [machine] = useState(() =>
    createIntegrationReviewMachine({
      calls: integrations,
      notify,
      refreshLists: () => {
        void queryClient.invalidateQueries({ queryKey: integrationKeys.pending })
        void queryClient.invalidateQueries({ queryKey: integrationKeys.valid })
      },
    }),
  )
  const [state, send] = useMachine(machine, { input: { id } })
  return (
    <ReviewButtons
      sending={state.matches('reviewing') ? state.context.decision : null}
      done={state.matches('reviewed')}
      onApprove={() => send({ type: 'APPROVE' })}
      onReject={() => send({ type: 'REJECT' })}
    />
  )
}
