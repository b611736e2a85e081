import { Button, Progress, Stack, Text } from '@chakra-ui/react'
import type { StateValueFrom } from 'xstate'
import type { subscriptionPaymentMachine } from '../../machines/onboarding/subscriptionPaymentMachine'
import { CenteredPanel } from '../common/CenteredPanel'

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
  if (view === 'failed') {
    return (
      <CenteredPanel title="Payment Failed" hint={<span role="alert">{error}</span>}>
        <Button colorPalette="brand" onClick={onRetry}>
          Try Again
        </Button>
        <Button variant="outline" onClick={onBack}>
          Back to plans
        </Button>
      </CenteredPanel>
    )
  }
  const title = view === 'succeeded' ? 'Subscription active' : view === 'creating' ? 'Creating your subscription' : 'Processing your payment'
  return (
    <CenteredPanel title={title} hint="Please don't close this page.">
      <Stack width={{ base: 'full', sm: 'sm' }} gap="2">
        <Progress.Root value={view === 'succeeded' ? 100 : progress} colorPalette="brand" max={100} aria-label="Subscription payment progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text color="fg.muted" role="status" aria-live="polite" data-money>
          {progress === null || view === 'creating' ? 'Starting...' : `${Math.round(view === 'succeeded' ? 100 : progress)}%`}
        </Text>
      </Stack>
    </CenteredPanel>
  )
}
