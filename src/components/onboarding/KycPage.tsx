import { Alert, Box, Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { StateValueFrom } from 'xstate'
import type { kycMachine } from '../../machines/onboarding/kycMachine'
import { useOnboardingWords } from './onboardingWords'

/** The KYC machine's states as the page shows them. */
export type KycView = StateValueFrom<typeof kycMachine>

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

/** A spinner with what is going on, announced as a status. */
function Busy({ children }: { children: ReactNode }) {
  return (
    <Stack align="center" gap="3" role="status">
      <Spinner size="lg" color="brand.solid" />
      <Text>{children}</Text>
    </Stack>
  )
}

/** An alert with its title and, when given, a description. */
function Notice({ status, role, title, description }: { status: 'info' | 'success' | 'warning' | 'error'; role?: 'status'; title: ReactNode; description?: string }) {
  return (
    <Alert.Root status={status} role={role}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  )
}

function Status({ view, error, onStart, onRetry }: Omit<KycPageProps, 'onConfirmCompleted'>) {
  const { t, text } = useOnboardingWords()
  switch (view) {
    case 'checking':
    case 'initialising':
      return <Busy>{t('loading')}</Busy>
    case 'ready':
      return (
        <Stack gap="3">
          <Text>{t('kycIntro')}</Text>
          <Button colorPalette="brand" size="lg" onClick={onStart} alignSelf="flex-start">
            {t('startVerification')}
          </Button>
        </Stack>
      )
    case 'verifying':
      return <Busy>{t('verificationInProgress')}</Busy>
    case 'confirming':
      return <Busy>{t('checkingVerification')}</Busy>
    case 'pending':
      return <Notice status="info" role="status" title={t('verificationPending')} description={t('verificationPendingHint')} />
    case 'canceled':
    case 'failure':
      return (
        <Stack gap="3">
          <Notice status={view === 'failure' ? 'error' : 'warning'} title={view === 'failure' ? t('verificationFailed') : t('verificationCanceled')} />
          <Button colorPalette="brand" onClick={onRetry} alignSelf="flex-start">
            {t('retryVerification')}
          </Button>
        </Stack>
      )
    case 'error':
      return (
        <Stack gap="3">
          <Notice status="error" title={error === null ? null : text(error)} />
          <Button colorPalette="brand" onClick={onRetry} alignSelf="flex-start">
            {t('retry')}
          </Button>
        </Stack>
      )
    case 'success':
      return <Notice status="success" role="status" title={t('verificationSuccessful')} />
  }
}

/** "KYC Verification" (SPEC §2): status, Retry / Retry Verification, and the completed-confirmation with its warning. */
export function KycPage({ view, error, onStart, onRetry, onConfirmCompleted, onLogout }: KycPageProps) {
  const { t } = useOnboardingWords()
  return (
    <Container as="section" maxW="2xl" py={{ base: '6', md: '10' }} aria-labelledby="kyc-title">
      <Stack gap="6">
        {onLogout && (
          <HStack justify="flex-end">
            <Button variant="outline" onClick={onLogout}>
              {t('logout')}
            </Button>
          </HStack>
        )}
        <Heading as="h1" size="2xl" id="kyc-title">
          {t('kycTitle')}
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
                  {t('confirmCompletedWarning')}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Button variant="outline" onClick={onConfirmCompleted} alignSelf="flex-start">
              {t('confirmCompleted')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  )
}
