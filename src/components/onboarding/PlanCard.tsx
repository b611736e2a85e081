import { Badge, Box, Button, Card, HStack, List, Stack, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import type { DisplayedPrice } from '../../domain/planPricing'
import { visibleFeatures } from '../../domain/planFeatures'
import { CheckIcon } from '../common/icons'
import { useOnboardingWords } from './onboardingWords'

type Plan = components['schemas']['Plan']

export interface PlanCardProps {
  plan: Plan
  price: DisplayedPrice
  yearly: boolean
  /**
   * The client's active plan: its billing period (true: annual). The card says "Current plan"; on
   * that period it offers nothing to buy, on the other period a switch of billing.
   */
  currentYearly?: boolean | null
  onSubscribe: (planId: string) => void
}

/** A plan: name, euro price, description, features (fees hidden), badges and Subscribe (SPEC §2). */
export function PlanCard({ plan, price, yearly, currentYearly = null, onSubscribe }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`
  const current = currentYearly !== null
  const { t, euro } = useOnboardingWords()
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      borderColor={plan.is_popular ? 'brand.solid' : undefined}
      borderWidth={plan.is_popular ? '2px' : undefined}
      height="full"
    >
      <Card.Header gap="2">
        <HStack gap="2" wrap="wrap" minH="6">
          {current && <Badge colorPalette="green" variant="subtle">{t('currentPlan')}</Badge>}
          {plan.is_popular && <Badge colorPalette="brand" variant="solid">{t('mostPopular')}</Badge>}
          {price.discountPercentage !== null && (
            <Badge colorPalette="green" variant="subtle">{t('percentOff', { percent: price.discountPercentage })}</Badge>
          )}
        </HStack>
        <Card.Title id={headingId} as="h2" textStyle="xl">
          {plan.name}
        </Card.Title>
        <Box data-money>
          <HStack gap="2" alignItems="baseline">
            <Text textStyle="3xl" fontWeight="bold" data-testid={`plan-${plan.id}-price`}>
              <bdi dir="ltr">{euro(price.amount)}</bdi>
            </Text>
            <Text color="fg.muted">{t(yearly ? 'perYear' : 'perMonth')}</Text>
          </HStack>
          {price.original !== null && (
            <Text color="fg.muted" textDecoration="line-through" aria-label={t('insteadOf', { price: euro(price.original) })}>
              <bdi dir="ltr">{euro(price.original)}</bdi>
            </Text>
          )}
        </Box>
        <Card.Description>{plan.description}</Card.Description>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" variant="plain">
          {visibleFeatures(plan.features).map((feature) => (
            <List.Item key={feature.name} alignItems="flex-start">
              <List.Indicator asChild color="green.fg">
                <span>
                  <CheckIcon />
                </span>
              </List.Indicator>
              {feature.display_text}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <Stack width="full">
          {current && currentYearly === yearly ? (
            <Button variant="subtle" width="full" disabled>
              {t('yourCurrentPlan')}
            </Button>
          ) : (
            <Button colorPalette="brand" variant={plan.is_popular ? 'solid' : 'outline'} width="full" onClick={() => onSubscribe(plan.id)}>
              {current ? t(yearly ? 'switchToAnnual' : 'switchToMonthly') : t('subscribe')}
            </Button>
          )}
        </Stack>
      </Card.Footer>
    </Card.Root>
  )
}
