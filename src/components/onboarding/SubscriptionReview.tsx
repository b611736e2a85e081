import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { SubscriptionReview as Review } from '../../domain/subscriptionReview'
import { LtrValues } from '../../i18n/LtrValues'
import { onFreshClick } from '../common/freshClick'
import { useOnboardingWords } from './onboardingWords'

export interface SubscriptionReviewProps {
  review: Review
  onConfirm: () => void
  onBack: () => void
}

/** The page of the order before it is paid: a card centred on the page, with its title. */
export function ReviewFrame({ children }: { children: ReactNode }) {
  const { t } = useOnboardingWords()
  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" px={{ base: '4', sm: '6' }} py="10">
      <Card.Root as="section" aria-labelledby="subscription-review-title" width="full" maxW="lg">
        <Card.Header gap="1">
          <Heading as="h1" size="2xl" id="subscription-review-title">
            {t('reviewTitle')}
          </Heading>
          <Text color="fg.muted">{t('reviewHint')}</Text>
        </Card.Header>
        {children}
      </Card.Root>
    </Box>
  )
}

type Words = ReturnType<typeof useOnboardingWords>

/** What confirming does, in words: the charge, the plan it starts, what it replaces, the progress screen next. */
function NextSteps({ review: { plan, yearly, total, replaces }, words: { raw, euro } }: { review: Review; words: Words }) {
  const replaced = !replaces ? null : replaces.plan === plan.id ? raw(replaces.yearly ? 'replacesAnnual' : 'replacesMonthly') : raw('replacesPlan')
  return (
    <>
      <LtrValues text={raw(yearly ? 'nextStepsYear' : 'nextStepsMonth')} ltr={{ total: euro(total) }} names={{ plan: plan.name }} />
      {replaced && (
        <>
          {' '}
          <LtrValues text={replaced} names={{ plan: replaces!.plan_name }} />
        </>
      )}{' '}
      {raw('keepOpen')}
    </>
  )
}

/** The order's figures, the total last. */
function figures({ plan, yearly, price, discount, total }: Review, { t, raw, euro }: Words): [label: string, value: ReactNode][] {
  return [
    [t('figurePlan'), <bdi key="plan">{plan.name}</bdi>],
    [t('figureBillingPeriod'), yearly ? t('annualDetail') : t('monthly')],
    [t('figurePrice'), <LtrValues key="price" text={raw(yearly ? 'pricePerYear' : 'pricePerMonth')} ltr={{ price: euro(price) }} />],
    ...(discount
      ? [[t('figurePromoCode', { code: discount.code }), <LtrValues key="discount" text={raw('discount')} ltr={{ amount: `−${euro(discount.amount)}`, percent: discount.percentage }} />] as [string, ReactNode]]
      : []),
    [t('figureTotal'), <bdi key="total" dir="ltr">{euro(total)}</bdi>],
  ]
}

/** The order restated (plan, billing period, price, promo discount, total, what happens next); only its confirm button pays. */
export function SubscriptionReview({ review, onConfirm, onBack }: SubscriptionReviewProps) {
  const words = useOnboardingWords()
  const { t, raw, euro } = words
  return (
    <ReviewFrame>
      <Card.Body>
        <Stack gap="5">
          <Box as="dl" data-money>
            {figures(review, words).map(([label, value], index, all) => {
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
              {t('whatNext')}
            </Heading>
            <Text color="fg.muted">
              <NextSteps review={review} words={words} />
            </Text>
          </Stack>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" width="full" justify="flex-end">
          <Button variant="outline" minH="11" onClick={onBack}>
            {t('backToPlans')}
          </Button>
          <Button colorPalette="brand" minH="11" onClick={onFreshClick(onConfirm)}>
            <LtrValues text={raw('confirmAndPay')} ltr={{ total: euro(review.total) }} />
          </Button>
        </Stack>
      </Card.Footer>
    </ReviewFrame>
  )
}
