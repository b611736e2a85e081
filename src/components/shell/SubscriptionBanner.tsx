import { Alert, Button, Stack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

/** SPEC §2: shown to clients whose subscription is not active. */
export function SubscriptionBanner() {
  return (
    <Alert.Root status="error" variant="solid" borderRadius="l2">
      <Alert.Indicator />
      <Stack direction={{ base: 'column', md: 'row' }} flex="1" gap="3" alignItems={{ md: 'center' }} justifyContent="space-between">
        <Alert.Description>You don&apos;t have an active subscription. Please subscribe to a plan to access all features.</Alert.Description>
        <Button asChild size="sm" variant="surface" colorPalette="red" flexShrink={0}>
          <Link to="/subscription">Subscribe Now</Link>
        </Button>
      </Stack>
    </Alert.Root>
  )
}
