import { Alert, Box, Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'

/** The KYC machine's states as the page shows them. */
export type KycView = 'checking' | 'initialising' | 'ready' | 'verifying' | 'pending' | 'canceled' | 'failure' | 'error' | 'confirming' | 'success'

export interface KycPageProps {
  view: KycView
  error: string | null
  onStart: () => void
  onRetry: () => void
  onConfirmCompleted: () => void
  /** Shown where the page stands alone (the gated client has no side menu). */
  onLogout?: () => void
}

const CONFIRMABLE: KycView[] = ['ready', 'verifying', 'pending']

function Status({ view, error, onStart, onRetry }: Omit<KycPageProps, 'onConfirmCompleted'>) {
  switch (view) {
    case 'checking':
    case 'initialising':
      return (
        <Stack align="center" gap="3" role="status">
          <Spinner size="lg" color="brand.solid" />
          <Text>Loading...</Text>
        </Stack>
      )
    case 'ready':
      return (
        <Stack gap="3">
          <Text>Verify your identity with our verification partner. A window opens where you follow the steps.</Text>
          <Button colorPalette="brand" size="lg" onClick={onStart} alignSelf="flex-start">
            Start Verification
          </Button>
        </Stack>
      )
    case 'verifying':
      return (
        <Stack align="center" gap="3" role="status">
          <Spinner size="lg" color="brand.solid" />
          <Text>Verification in progress in the verification window...</Text>
        </Stack>
      )
    case 'confirming':
      return (
        <Stack align="center" gap="3" role="status">
          <Spinner size="lg" color="brand.solid" />
          <Text>Checking your verification status...</Text>
        </Stack>
      )
    case 'pending':
      return (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Verification pending review</Alert.Title>
            <Alert.Description>Your documents were submitted and are being reviewed.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )
    case 'canceled':
    case 'failure':
      return (
        <Stack gap="3">
          <Alert.Root status={view === 'failure' ? 'error' : 'warning'}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{view === 'failure' ? 'Verification failed' : 'Verification canceled'}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
          <Button colorPalette="brand" onClick={onRetry} alignSelf="flex-start">
            Retry Verification
          </Button>
        </Stack>
      )
    case 'error':
      return (
        <Stack gap="3">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{error}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
          <Button colorPalette="brand" onClick={onRetry} alignSelf="flex-start">
            Retry
          </Button>
        </Stack>
      )
    case 'success':
      return (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Verification successful</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )
  }
}

/** "KYC Verification" (SPEC §2): status, Retry / Retry Verification, and the completed-confirmation with its warning. */
export function KycPage({ view, error, onStart, onRetry, onConfirmCompleted, onLogout }: KycPageProps) {
  return (
    <Container as="section" maxW="2xl" py={{ base: '6', md: '10' }} aria-labelledby="kyc-title">
      <Stack gap="6">
        {onLogout && (
          <HStack justify="flex-end">
            <Button variant="outline" onClick={onLogout}>
              Logout
            </Button>
          </HStack>
        )}
        <Heading as="h1" size="2xl" id="kyc-title">
          KYC Verification
        </Heading>
        <Box aria-live="polite">
          <Status view={view} error={error} onStart={onStart} onRetry={onRetry} />
        </Box>
        {CONFIRMABLE.includes(view) && (
          <Stack gap="3" borderTopWidth="1px" pt="6">
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  Only click this button if you really completed the verification. Otherwise the whole verification process has to be restarted.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Button variant="outline" onClick={onConfirmCompleted} alignSelf="flex-start">
              I've completed KYC verification
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  )
}
