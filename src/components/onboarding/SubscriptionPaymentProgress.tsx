import { Button, Progress, Stack, Text } from '@chakra-ui/react'
import { formatPercent } from '../../domain/money'
import type { StateValueFrom } from 'xstate'
import type { subscriptionPaymentMachine } from '../../machines/onboarding/subscriptionPaymentMachine'
import { CenteredPanel } from '../common/CenteredPanel'
import { useOnboardingWords } from './onboardingWords'

export interface SubscriptionPaymentProgressProps {
  /** The subscription payment machine's state once the order was confirmed (its review is another screen). */
  view: Exclude<StateValueFrom<typeof subscriptionPaymentMachine>, 'review'>
  /** 0–100 as the task reports it, null before it does. */
  progress: number | null
  error: string | null
  onRetry: () => void
  onBack: () => void
}

/** The subscription payment screen: the async task's progress, its failure with Retry, its success. */
export function SubscriptionPaymentProgress({ view, progress, error, onRetry, onBack }: SubscriptionPaymentProgressProps) {
  const { t, text, intl } = useOnboardingWords()
  if (view === 'failed') {
    return (
      <CenteredPanel title={t('paymentFailed')} hint={<span role="alert">{error && text(error)}</span>}>
        <Button colorPalette="brand" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
        <Button variant="outline" onClick={onBack}>
          {t('backToPlans')}
        </Button>
      </CenteredPanel>
    )
  }
  const title = t(view === 'succeeded' ? 'subscriptionActive' : view === 'creating' ? 'creatingSubscription' : 'processingPayment')
  return (
    <CenteredPanel title={title} hint={t('dontClose')}>
      <Stack width={{ base: 'full', sm: 'sm' }} gap="2">
        <Progress.Root value={view === 'succeeded' ? 100 : progress} colorPalette="brand" max={100} aria-label={t('paymentProgress')}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text color="fg.muted" role="status" aria-live="polite" data-money>
          {progress === null || view === 'creating' ? t('starting') : formatPercent(Math.round(view === 'succeeded' ? 100 : progress), 0, intl)}
        </Text>
      </Stack>
    </CenteredPanel>
  )
}
