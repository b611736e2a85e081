import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { integrationKeys } from '../../api/integrations'
import { invalidateAfter } from '../../api/invalidations'
import { createIntegrateMachine } from '../../machines/integrations/wiring'
import { notify } from '../../components/common/toaster'
import { WebsiteForm } from '../../components/integrations/WebsiteForm'

/** The website form run by the integrate machine; once submitted, the screen shows the integration pending review. */
export function WebsiteSubmission({ initialWebsite }: { initialWebsite: string }) {
  const queryClient = useQueryClient()
  const [machine] = useState(() =>
    createIntegrateMachine({
      notify,
      onSubmitted: (integration) => {
        queryClient.setQueryData(integrationKeys.mine, { status: integration.status, data: integration })
        void invalidateAfter(queryClient, 'submitIntegration')
      },
    }),
  )
  const [state, send] = useMachine(machine)
  return <WebsiteForm initialWebsite={initialWebsite} error={state.context.error} submitting={state.matches('submitting')} onSubmit={(value) => send({ type: 'SUBMIT', value })} />
}
