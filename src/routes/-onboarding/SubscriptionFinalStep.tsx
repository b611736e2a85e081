import { Button, Spinner, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { CenteredPanel } from '../../components/common/CenteredPanel'
import { localDate } from '../../domain/relativeTime'
import { LtrValues } from '../../i18n/LtrValues'
import { useOnboardingWords } from '../../components/onboarding/onboardingWords'
import { currentSubscriptionQuery } from '../../api/onboarding'

/** /subscription-payment/final-step: the subscription just bought, and the way on to the dashboard. */
export function SubscriptionFinalStep() {
  const navigate = useNavigate()
  const { t, raw, euro, dates } = useOnboardingWords()
  const current = useQuery(currentSubscriptionQuery())
  const subscription = current.data
  return (
    <CenteredPanel
      title={t(subscription?.active ? 'subscriptionActive' : 'subscription')}
      hint={
        current.isPending ? (
          <Spinner size="sm" aria-label={t('loading')} />
        ) : subscription ? (
          <Text as="span" data-money>
            <LtrValues
              text={raw(subscription.yearly ? 'finalAnnual' : 'finalMonthly')}
              names={{ plan: subscription.plan_name, date: localDate(subscription.expires_at, dates) ?? subscription.expires_at }}
              ltr={{ price: euro(Number(subscription.price)) }}
            />
          </Text>
        ) : (
          t('noSubscriptionFound')
        )
      }
    >
      <Button colorPalette="brand" onClick={() => navigate({ to: '/dashboard' })}>
        {t('goToDashboard')}
      </Button>
    </CenteredPanel>
  )
}
