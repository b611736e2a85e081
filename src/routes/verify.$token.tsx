import { createFileRoute, Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Button, Spinner } from '@chakra-ui/react'
import { CenteredPanel } from '../components/CenteredPanel'
import { authCalls } from '../api/authCalls'
import { api } from '../api/client'

/** E-mail verification (its screen is not shown by the spec): verifies once, then offers the way on. */
export const Route = createFileRoute('/verify/$token')({
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { token } = Route.useParams()
  const verification = useQuery({ queryKey: ['verify-email', token], queryFn: () => authCalls(api).verifyEmail(token), retry: false, staleTime: Infinity })
  if (verification.isPending) return <CenteredPanel icon={<Spinner size="lg" color="brand.solid" />} title="Verifying your e-mail" hint="One moment..." />
  if (verification.isError)
    return (
      <CenteredPanel title="Verification failed" hint={verification.error.message}>
        <Button asChild colorPalette="brand" size="lg">
          <Link to="/">Go Home</Link>
        </Button>
      </CenteredPanel>
    )
  return (
    <CenteredPanel title="E-mail verified" hint={verification.data.message}>
      <Button asChild colorPalette="brand" size="lg">
        <Link to="/login">Log in</Link>
      </Button>
    </CenteredPanel>
  )
}
