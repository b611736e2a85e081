import { createFileRoute, Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Box, Button, Spinner } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { CenteredPanel } from '../components/common/CenteredPanel'
import { LanguageSelect } from '../components/common/LanguageSelect'
import { verifyEmailQuery } from '../api/auth'
import { useMessages } from '../i18n/appLocale'
import { authMessages } from '../i18n/messages/auth.en'

/**
 * E-mail verification (its screen is not shown by the spec): verifies once, then offers the way on. The server's message
 * is isolated (`bdi`): shown as sent, an English sentence keeps its direction on an Arabic page.
 */
export const Route = createFileRoute('/verify/$token')({
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { t, text } = useMessages(authMessages)
  const { token } = Route.useParams()
  const verification = useQuery(verifyEmailQuery(token))
  if (verification.isPending) return <WithLanguageSelect panel={<CenteredPanel icon={<Spinner size="lg" color="brand.solid" />} title={t('verifying')} hint={t('oneMoment')} />} />
  const outcome = verification.isError
    ? ({ title: t('verificationFailed'), hint: <bdi>{text(verification.error.message)}</bdi>, to: '/', action: t('goHome') } as const)
    : ({ title: t('verified'), hint: <bdi>{text(verification.data.message)}</bdi>, to: '/login', action: t('logIn') } as const)
  return (
    <WithLanguageSelect
      panel={
        <CenteredPanel title={outcome.title} hint={outcome.hint}>
          <Button asChild colorPalette="brand" size="lg">
            <Link to={outcome.to}>{outcome.action}</Link>
          </Button>
        </CenteredPanel>
      }
    />
  )
}

/** The page's message, with the language switcher in the top end corner (the panel is centred in the whole page). */
function WithLanguageSelect({ panel }: { panel: ReactNode }) {
  return (
    <Box position="relative">
      <Box position="absolute" top="4" insetEnd="4">
        <LanguageSelect />
      </Box>
      {panel}
    </Box>
  )
}
