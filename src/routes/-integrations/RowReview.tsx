import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import type { components } from '../../api/schema'
import { invalidateAfter } from '../../api/invalidations'
import { createIntegrationReviewMachine } from '../../machines/integrations/wiring'
import { notify } from '../../components/common/toaster'
import { ReviewButtons } from '../../components/integrations/ReviewButtons'
import { ReviewDecisionDialog } from '../../components/integrations/ReviewDecisionDialog'

type Integration = components['schemas']['Integration']

export interface RowReviewProps {
  integration: Integration
  showOwner: boolean
  /** Accepted: the screen keeps the row where it is, with its new status. */
  onReviewed: (integration: Integration) => void
}

/** One pending row's Approve and Reject, run by its own review machine: a confirmation first, then one call, none after success. */
export function RowReview({ integration, showOwner, onReviewed }: RowReviewProps) {
  const queryClient = useQueryClient()
  const [machine] = useState(() =>
    createIntegrationReviewMachine({
      notify,
      refreshLists: () => void invalidateAfter(queryClient, 'reviewIntegration'),
      onReviewed,
    }),
  )
  const [state, send] = useMachine(machine, { input: { id: integration.id } })
  const open = state.matches('confirming') || state.matches('reviewing')
  return (
    <>
      <ReviewButtons
        sending={state.matches('reviewing') ? state.context.decision : null}
        done={state.matches('reviewed')}
        onApprove={() => send({ type: 'APPROVE' })}
        onReject={() => send({ type: 'REJECT' })}
      />
      <ReviewDecisionDialog
        decision={open ? state.context.decision : null}
        hostname={integration.hostname}
        owner={showOwner ? integration.user_email : undefined}
        busy={state.matches('reviewing')}
        error={state.context.error}
        onConfirm={(value) => send({ type: 'CONFIRM', value })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </>
  )
}
