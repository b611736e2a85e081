import { createFileRoute, Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Button, Spinner } from '@chakra-ui/react'
import { CenteredPanel } from '../components/common/CenteredPanel'
import { verifyEmailQuery } from '../api/auth'

/** E-mail verification (its screen is not shown by the spec): verifies once, then offers the way on. */
export const Route = createFileRoute('/verify/$token')({
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { token } = Route.useParams()
  const verification = useQuery(verifyEmailQuery(token))
  if (verification.isPending) return <CenteredPanel icon={<Spinner size="lg" color="brand.solid" />} title="Verifying your e-mail" hint="One moment..." />
  const outcome = verification.isError
    ? ({ title: 'Verification failed', hint: verification.error.message, to: '/', action: 'Go Home' } as const)
    : ({ title: 'E-mail verified', hint: verification.data.message, to: '/login', action: 'Log in' } as const)
  return (
    <CenteredPanel title={outcome.title} hint={outcome.hint}>
      <Button asChild colorPalette="brand" size="lg">
        <Link to={outcome.to}>{outcome.action}</Link>
      </Button>
    </CenteredPanel>
  )
}
