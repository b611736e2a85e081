import { Badge, Card, HStack, Skeleton, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { formatEuro } from '../../domain/money'
import { InlineLoadError } from '../../components/common/InlineLoadError'
import { currentSubscriptionQuery } from '../../api/onboarding'
import { PlanSelectionScreen } from './PlanSelectionScreen'

/** /subscription: the client's plan and its state, then the plans to change to. */
export function SubscriptionScreen() {
  const current = useQuery(currentSubscriptionQuery())
  const subscription = current.data ?? null
  return (
    <>
      <Card.Root variant="subtle" as="section" aria-label="Your subscription">
        <Card.Body>
          {current.isPending ? (
            <Skeleton height="12" />
          ) : current.isError ? (
            <InlineLoadError message={current.error.message} onRetry={() => void current.refetch()} />
          ) : subscription ? (
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Text fontWeight="semibold">
                {subscription.plan_name} · {subscription.yearly ? 'Annual' : 'Monthly'} ·{' '}
                <Text as="span" data-money>
                  {formatEuro(Number(subscription.price))}
                </Text>
              </Text>
              <HStack gap="3">
                <Badge colorPalette={subscription.active ? 'green' : 'red'}>{subscription.active ? 'Active' : 'Inactive'}</Badge>
                <Text color="fg.muted">{`${subscription.active ? 'Renews' : 'Ended'} ${new Date(subscription.expires_at).toLocaleDateString()}`}</Text>
              </HStack>
            </HStack>
          ) : (
            <Text>You don't have a subscription yet.</Text>
          )}
        </Card.Body>
      </Card.Root>
      <PlanSelectionScreen current={subscription?.active ? { plan: subscription.plan, yearly: subscription.yearly } : null} />
    </>
  )
}
