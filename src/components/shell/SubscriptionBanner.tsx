import { Alert, Button, Stack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

/** SPEC §2: shown to clients whose subscription is not active. */
export function SubscriptionBanner() {
  const { t } = useMessages(commonMessages)
  return (
    <Alert.Root status="error" variant="solid" borderRadius="l2">
      <Alert.Indicator />
      <Stack direction={{ base: 'column', md: 'row' }} flex="1" gap="3" alignItems={{ md: 'center' }} justifyContent="space-between">
        <Alert.Description>{t('noSubscription')}</Alert.Description>
        <Button asChild size="sm" variant="surface" colorPalette="red" flexShrink={0}>
          <Link to="/subscription">{t('subscribeNow')}</Link>
        </Button>
      </Stack>
    </Alert.Root>
  )
}
