import { SimpleGrid, Skeleton } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { createPromoMachine, readSavedPromo } from '../../machines/onboarding/wiring'
import { CouponBox } from '../../components/onboarding/CouponBox'
import { PlanSelection } from '../../components/onboarding/PlanSelection'
import { notify } from '../../components/common/toaster'
import { InlineLoadError } from '../../components/common/InlineLoadError'
import { plansQuery } from '../../api/onboarding'
import { useOnboardingWords } from '../../components/onboarding/onboardingWords'

/**
 * Plan selection with the promo machine: Subscribe goes to /subscription-payment with the plan,
 * the period and the applied code, where the order is reviewed before anything is charged. `onLogout` adds the header (the gated view outside the menu),
 * with "Go to Dashboard" to `dashboardPath` when the gate opens a page to the client.
 */
export function PlanSelectionScreen({
  current = null,
  onLogout,
  dashboardPath = null,
}: {
  current?: { plan: string; yearly: boolean } | null
  onLogout?: () => void
  dashboardPath?: string | null
}) {
  const navigate = useNavigate()
  const { t } = useOnboardingWords()
  const [yearly, setYearly] = useState(false)
  const [machine] = useState(() => createPromoMachine({ notify }))
  const [promo, sendPromo] = useMachine(machine, { input: { savedCode: readSavedPromo() } })
  const plans = useQuery(plansQuery())

  if (plans.isPending) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" py="10" role="status" aria-label={t('loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="md" borderRadius="l3" />
        ))}
      </SimpleGrid>
    )
  }
  if (plans.isError) return <InlineLoadError message={plans.error.message} onRetry={() => void plans.refetch()} />
  const applied = promo.context.applied
  return (
    <PlanSelection
      plans={plans.data}
      yearly={yearly}
      promo={applied}
      current={current}
      onYearlyChange={setYearly}
      onSubscribe={(plan) =>
        navigate({
          to: '/subscription-payment',
          search: { plan, ...(yearly ? { yearly: true } : {}), ...(applied?.applicable_plans.includes(plan) ? { code: applied.code } : {}) },
        })
      }
      onGoToDashboard={onLogout && dashboardPath ? () => navigate({ to: dashboardPath }) : undefined}
      onLogout={onLogout}
      coupon={
        <CouponBox
          code={promo.context.code}
          error={promo.context.error}
          applied={applied}
          pending={promo.matches('validating') || promo.matches('restoring')}
          onApply={(value) => sendPromo({ type: 'APPLY', value })}
          onRemove={() => sendPromo({ type: 'REMOVE' })}
        />
      }
    />
  )
}
