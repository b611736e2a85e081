import { Button, Card, Skeleton, Stack } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { createSubscriptionPaymentMachine } from '../../machines/onboarding/wiring'
import { CenteredPanel } from '../../components/common/CenteredPanel'
import { InlineLoadError } from '../../components/common/InlineLoadError'
import { ReviewFrame, SubscriptionReview } from '../../components/onboarding/SubscriptionReview'
import { SubscriptionPaymentProgress } from '../../components/onboarding/SubscriptionPaymentProgress'
import { notify } from '../../components/common/toaster'
import { reviewProblemText, reviewSubscription } from '../../domain/subscriptionReview'
import type { components } from '../../api/schema'
import { invalidateAfter } from '../../api/invalidations'
import { currentSubscriptionQuery, plansQuery, promoQuery } from '../../api/onboarding'
import { useRefreshProfile } from './deps'
import { useOnboardingWords } from '../../components/onboarding/onboardingWords'
import { isolateLtr } from '../../i18n/isolate'

type SubscriptionCreate = components['schemas']['SubscriptionCreate']

interface Order {
  plan: string
  yearly: boolean
  code: string | null
}

/** The order of the URL against the plans, the promo code and the client's subscription: the review, or why it cannot be paid. */
function OrderReview({ plan, yearly, code, onConfirm }: Order & { onConfirm: (order: SubscriptionCreate) => void }) {
  const navigate = useNavigate()
  const { t, text, dir } = useOnboardingWords()
  const plans = useQuery(plansQuery())
  const current = useQuery(currentSubscriptionQuery())
  const promo = useQuery({ ...promoQuery(code ?? ''), enabled: code !== null })
  const toPlans = () => navigate({ to: '/subscription' })

  const failed = [plans, current, promo].find((query) => query.isError)
  if (failed?.error) {
    return (
      <ReviewFrame>
        <Card.Body>
          <InlineLoadError message={failed.error.message} onRetry={() => [plans, current, promo].forEach((query) => query.isError && void query.refetch())} />
        </Card.Body>
      </ReviewFrame>
    )
  }
  if (!plans.data || current.data === undefined || (code !== null && !promo.data)) {
    return (
      <ReviewFrame>
        <Card.Body>
          <Stack gap="3" role="status" aria-label={t('loading')}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height="6" />
            ))}
          </Stack>
        </Card.Body>
      </ReviewFrame>
    )
  }
  const outcome = reviewSubscription({ plans: plans.data, planId: plan, yearly, code, promo: promo.data ?? null, current: current.data })
  if ('problem' in outcome) {
    // The code and the plan the URL named keep left to right; the server's reason as sent, the product's own in the reader's words.
    const { title, hint } = reviewProblemText(outcome.problem, (key, params) =>
      t(key, { ...params, ...(typeof params.code === 'string' ? { code: isolateLtr(params.code, dir) } : {}), ...(typeof params.message === 'string' ? { message: text(params.message) } : {}) }),
    )
    const codeProblem = outcome.problem.kind === 'invalidCode' || outcome.problem.kind === 'codeNotForPlan'
    return (
      <CenteredPanel title={title} hint={<span role="alert">{hint}</span>}>
        {codeProblem && (
          <Button colorPalette="brand" onClick={() => navigate({ to: '/subscription-payment', search: { plan, ...(yearly ? { yearly } : {}) }, replace: true })}>
            {t('continueWithoutCode')}
          </Button>
        )}
        <Button variant={codeProblem ? 'outline' : 'solid'} colorPalette="brand" onClick={toPlans}>
          {t('backToPlans')}
        </Button>
      </CenteredPanel>
    )
  }
  return <SubscriptionReview review={outcome.review} onConfirm={() => onConfirm(outcome.review.order)} onBack={toPlans} />
}

function Payment({ plan, yearly, code }: Order) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const refreshProfile = useRefreshProfile()
  const [machine] = useState(() =>
    createSubscriptionPaymentMachine({
      notify,
      onPaid: () => {
        void invalidateAfter(queryClient, 'createSubscription')
        void refreshProfile()
          .catch(() => undefined)
          .then(() => navigate({ to: '/subscription-payment/final-step', replace: true }))
      },
    }),
  )
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const [state, send] = useMachine(machine, { input: { idempotencyKey } })
  const view = state.value
  if (view === 'review') return <OrderReview plan={plan} yearly={yearly} code={code} onConfirm={(order) => send({ type: 'CONFIRM', order })} />
  return (
    <SubscriptionPaymentProgress
      view={view}
      progress={state.context.progress}
      error={state.context.error}
      onRetry={() => send({ type: 'RETRY' })}
      onBack={() => navigate({ to: '/subscription' })}
    />
  )
}

/**
 * /subscription-payment: the order of the URL (plan, period, promo code) as a review; only its
 * confirm button creates the subscription, whose task the page then follows. Opening the page charges nothing.
 */
export function SubscriptionPaymentScreen({ plan, yearly = false, code }: { plan?: string; yearly?: boolean; code?: string }) {
  const navigate = useNavigate()
  const { t } = useOnboardingWords()
  if (!plan) {
    return (
      <CenteredPanel title={t('noPlanSelected')} hint={t('noPlanHint')}>
        <Button colorPalette="brand" onClick={() => navigate({ to: '/subscription' })}>
          {t('choosePlan')}
        </Button>
      </CenteredPanel>
    )
  }
  // A new order (other plan, period or code) is a new review and, once confirmed, a new payment.
  return <Payment key={`${plan}:${yearly}:${code ?? ''}`} plan={plan} yearly={yearly} code={code ?? null} />
}
