import { Button, Spinner, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { CenteredPanel } from '../../components/common/CenteredPanel'
import { formatEuro } from '../../domain/money'
import { currentSubscriptionQuery } from '../../api/onboarding'

/** /subscription-payment/final-step: the subscription just bought, and the way on to the dashboard. */
export function SubscriptionFinalStep() {
  const navigate = useNavigate()
  const current = useQuery(currentSubscriptionQuery())
  const subscription = current.data
  return (
    <CenteredPanel
      title={subscription?.active ? 'Subscription active' : 'Subscription'}
      hint={
        current.isPending ? (
          <Spinner size="sm" aria-label="Loading..." />
        ) : subscription ? (
          <Text as="span" data-money>
            {`${subscription.plan_name} (${subscription.yearly ? 'annual' : 'monthly'}): ${formatEuro(Number(subscription.price))}, until ${new Date(subscription.expires_at).toLocaleDateString()}`}
          </Text>
        ) : (
          'No subscription was found.'
        )
      }
    >
      <Button colorPalette="brand" onClick={() => navigate({ to: '/dashboard' })}>
        Go to Dashboard
      </Button>
    </CenteredPanel>
  )
}
