import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { SubscriptionReview as Review } from '../../domain/subscriptionReview'
import { periodLabel } from '../../domain/subscriptionReview'
import { formatEuro } from '../../domain/money'
import { onFreshClick } from '../common/freshClick'

export interface SubscriptionReviewProps {
  review: Review
  onConfirm: () => void
  onBack: () => void
}

/** The page of the order before it is paid: a card centred on the page, with its title. */
export function ReviewFrame({ children }: { children: ReactNode }) {
  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" px={{ base: '4', sm: '6' }} py="10">
      <Card.Root as="section" aria-labelledby="subscription-review-title" width="full" maxW="lg">
        <Card.Header gap="1">
          <Heading as="h1" size="2xl" id="subscription-review-title">
            Review your subscription
          </Heading>
          <Text color="fg.muted">Nothing is charged until you confirm.</Text>
        </Card.Header>
        {children}
      </Card.Root>
    </Box>
  )
}

function nextSteps({ plan, yearly, total, replaces }: Review): string {
  const replaced = !replaces
    ? ''
    : replaces.plan === plan.id
      ? ` It replaces the ${replaces.yearly ? 'annual' : 'monthly'} billing of your ${replaces.plan_name} plan.`
      : ` It replaces your current ${replaces.plan_name} plan.`
  return `When you confirm, ${formatEuro(total)} is charged and your ${plan.name} plan starts as soon as the payment goes through, for one ${yearly ? 'year' : 'month'}.${replaced} The next screen shows the payment's progress: keep it open until it is done.`
}

/** The order's figures, the total last. */
function figures({ plan, yearly, price, discount, total }: Review): [label: string, value: string][] {
  return [
    ['Plan', plan.name],
    ['Billing period', yearly ? `${periodLabel(true)} (12 months, 25% less than monthly)` : periodLabel(false)],
    ['Price', `${formatEuro(price)} / ${yearly ? 'year' : 'month'}`],
    ...(discount ? [[`Promo code ${discount.code}`, `−${formatEuro(discount.amount)} (${discount.percentage}% off)`] as [string, string]] : []),
    ['Total due today', formatEuro(total)],
  ]
}

/** The order restated (plan, billing period, price, promo discount, total, what happens next); only its confirm button pays. */
export function SubscriptionReview({ review, onConfirm, onBack }: SubscriptionReviewProps) {
  return (
    <ReviewFrame>
      <Card.Body>
        <Stack gap="5">
          <Box as="dl" data-money>
            {figures(review).map(([label, value], index, all) => {
              const total = index === all.length - 1
              return (
                <HStack key={label} justify="space-between" align="baseline" gap="4" py="2" borderTopWidth={total ? '1px' : undefined} mt={total ? '2' : undefined}>
                  <Text as="dt" color={total ? undefined : 'fg.muted'} fontWeight={total ? 'semibold' : undefined}>
                    {label}
                  </Text>
                  <Text as="dd" textAlign="end" fontVariantNumeric="tabular-nums" fontWeight={total ? 'bold' : undefined} textStyle={total ? 'xl' : undefined} data-testid={total ? 'subscription-total' : undefined}>
                    {value}
                  </Text>
                </HStack>
              )
            })}
          </Box>
          <Stack gap="1">
            <Heading as="h2" size="sm">
              What happens next
            </Heading>
            <Text color="fg.muted">{nextSteps(review)}</Text>
          </Stack>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" width="full" justify="flex-end">
          <Button variant="outline" minH="11" onClick={onBack}>
            Back to plans
          </Button>
          <Button colorPalette="brand" minH="11" onClick={onFreshClick(onConfirm)}>
            {`Confirm and pay ${formatEuro(review.total)}`}
          </Button>
        </Stack>
      </Card.Footer>
    </ReviewFrame>
  )
}
