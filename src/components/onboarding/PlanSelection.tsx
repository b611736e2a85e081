import { Badge, Box, Button, ButtonGroup, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { components } from '../../api/schema'
import { displayedPrice } from '../../domain/planPricing'
import { PlanCard } from './PlanCard'
import { useOnboardingWords } from './onboardingWords'

type Plan = components['schemas']['Plan']
type PromoCode = components['schemas']['PromoCode']

export interface PlanSelectionProps {
  plans: Plan[]
  yearly: boolean
  promo: PromoCode | null
  /** The coupon box, driven by the promo machine. */
  coupon: ReactNode
  /** The client's active subscription: its plan is marked and not offered again on its period. */
  current?: { plan: string; yearly: boolean } | null
  onYearlyChange: (yearly: boolean) => void
  onSubscribe: (planId: string) => void
  /** Header actions; omitted where the page already has them (inside the layout). */
  onGoToDashboard?: () => void
  onLogout?: () => void
}

/** "Choose Your Plan" (SPEC §2): period toggle, coupon box and plan cards. */
export function PlanSelection({ plans, yearly, promo, coupon, current = null, onYearlyChange, onSubscribe, onGoToDashboard, onLogout }: PlanSelectionProps) {
  const { t } = useOnboardingWords()
  return (
    <Container as="section" maxW="6xl" py={{ base: '6', md: '10' }} aria-labelledby="plan-selection-title">
      {(onGoToDashboard || onLogout) && (
        <HStack justify="flex-end" gap="2" mb="6">
          {onGoToDashboard && (
            <Button variant="ghost" onClick={onGoToDashboard}>
              {t('goToDashboard')}
            </Button>
          )}
          {onLogout && (
            <Button variant="outline" onClick={onLogout}>
              {t('logout')}
            </Button>
          )}
        </HStack>
      )}
      <Stack gap="6" textAlign="center" alignItems="center">
        <Stack gap="2">
          <Heading as="h1" size="3xl" id="plan-selection-title">
            {t('plansTitle')}
          </Heading>
          <Text color="fg.muted">{t('plansSubtitle')}</Text>
        </Stack>
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t('billingPeriod')}>
          <Button aria-pressed={!yearly} variant={yearly ? 'outline' : 'solid'} colorPalette="brand" onClick={() => onYearlyChange(false)}>
            {t('monthly')}
          </Button>
          <Button aria-pressed={yearly} variant={yearly ? 'solid' : 'outline'} colorPalette="brand" onClick={() => onYearlyChange(true)}>
            {t('annual')}
            <Badge colorPalette="green" variant="surface" ms="1">
              {t('save25')}
            </Badge>
          </Button>
        </ButtonGroup>
        <Box width="full">{coupon}</Box>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6" mt="8">
        {plans.map((plan) => (
          <Box as="li" key={plan.id}>
            <PlanCard plan={plan} price={displayedPrice(plan, yearly, promo)} yearly={yearly} currentYearly={plan.id === current?.plan ? current.yearly : null} onSubscribe={onSubscribe} />
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  )
}
