import { Badge, Card, HStack, Skeleton, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { localDate } from '../../domain/relativeTime'
import { useOnboardingWords } from '../../components/onboarding/onboardingWords'
import { InlineLoadError } from '../../components/common/InlineLoadError'
import { currentSubscriptionQuery } from '../../api/onboarding'
import { PlanSelectionScreen } from './PlanSelectionScreen'

/** /subscription: the client's plan and its state, then the plans to change to. */
export function SubscriptionScreen() {
  const current = useQuery(currentSubscriptionQuery())
  const { t, euro, dates } = useOnboardingWords()
  const subscription = current.data ?? null
  return (
    <>
      <Card.Root variant="subtle" as="section" aria-label={t('yourSubscription')}>
        <Card.Body>
          {current.isPending ? (
            <Skeleton height="12" />
          ) : current.isError ? (
            <InlineLoadError message={current.error.message} onRetry={() => void current.refetch()} />
          ) : subscription ? (
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Text fontWeight="semibold">
                <bdi>{subscription.plan_name}</bdi> · {t(subscription.yearly ? 'annual' : 'monthly')} ·{' '}
                <Text as="bdi" dir="ltr" data-money>
                  {euro(Number(subscription.price))}
                </Text>
              </Text>
              <HStack gap="3">
                <Badge colorPalette={subscription.active ? 'green' : 'red'}>{t(subscription.active ? 'active' : 'inactive')}</Badge>
                <Text color="fg.muted">{t(subscription.active ? 'renews' : 'ended', { date: localDate(subscription.expires_at, dates) ?? subscription.expires_at })}</Text>
              </HStack>
            </HStack>
          ) : (
            <Text>{t('noSubscriptionYet')}</Text>
          )}
        </Card.Body>
      </Card.Root>
      <PlanSelectionScreen current={subscription?.active ? { plan: subscription.plan, yearly: subscription.yearly } : null} />
    </>
  )
}
