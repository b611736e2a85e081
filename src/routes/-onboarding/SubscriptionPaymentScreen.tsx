import { Button } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { createSubscriptionPaymentMachine } from '../../machines/onboarding/wiring'
import { CenteredPanel } from '../../components/common/CenteredPanel'
import { SubscriptionPaymentProgress } from '../../components/onboarding/SubscriptionPaymentProgress'
import { notify } from '../../components/common/toaster'
import { calls, useRefreshProfile } from './deps'

function Payment({ plan, yearly, code }: { plan: string; yearly: boolean; code: string | null }) {
  const navigate = useNavigate()
  const refreshProfile = useRefreshProfile()
  const [machine] = useState(() =>
    createSubscriptionPaymentMachine({
      calls,
      notify,
      onPaid: () => {
        void refreshProfile()
          .catch(() => undefined)
          .then(() => navigate({ to: '/subscription-payment/final-step', replace: true }))
      },
    }),
  )
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const [state, send] = useMachine(machine, { input: { order: { plan, yearly, promo_code: code }, idempotencyKey } })
  return (
    <SubscriptionPaymentProgress
      view={state.value}
      progress={state.context.progress}
      error={state.context.error}
      onRetry={() => send({ type: 'RETRY' })}
      onBack={() => navigate({ to: '/subscription' })}
    />
  )
}

/** /subscription-payment: pays for the plan in the URL through the subscription task. */
export function SubscriptionPaymentScreen({ plan, yearly = false, code }: { plan?: string; yearly?: boolean; code?: string }) {
  const navigate = useNavigate()
  if (!plan) {
    return (
      <CenteredPanel title="No plan selected" hint="Choose a plan to subscribe to.">
        <Button colorPalette="brand" onClick={() => navigate({ to: '/subscription' })}>
          Choose a plan
        </Button>
      </CenteredPanel>
    )
  }
  // A new order (other plan, period or code) starts a new payment.
  return <Payment key={`${plan}:${yearly}:${code ?? ''}`} plan={plan} yearly={yearly} code={code ?? null} />
}
