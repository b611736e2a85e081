import { createFileRoute, Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { Link as ChakraLink, Text } from '@chakra-ui/react'
import { AuthCard } from '../../components/auth/AuthCard'
import { LoginForm } from '../../components/auth/LoginForm'
import { config } from '../../config'
import { LOGIN_FORM_RULES } from '../../domain/loginForm'
import { formMachine } from '../../machines/form/formMachine'

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  component: LoginPage,
})

function LoginPage() {
  const { auth } = Route.useRouteContext()
  const pending = useSelector(auth, (s) => s.matches({ session: 'restoring' }) || s.matches({ session: 'loggingIn' }) || s.matches({ session: { authenticated: 'loadingProfile' } }))
  const loginError = useSelector(auth, (s) => s.context.loginError)
  const form = useActorRef(formMachine, { input: { rules: LOGIN_FORM_RULES } })
  return (
    <AuthCard
      productName={config.productName}
      title="Log in"
      subtitle="Welcome back. Log in to your dashboard."
      serverError={loginError}
      footer={
        <>
          <ChakraLink asChild colorPalette="brand">
            <Link to="/forgot-password">Forgot your password?</Link>
          </ChakraLink>
          <Text>
            No account yet?{' '}
            <ChakraLink asChild colorPalette="brand">
              <Link to="/register">Create one</Link>
            </ChakraLink>
          </Text>
        </>
      }
    >
      <LoginForm form={form} pending={pending} onSubmit={(credentials) => auth.send({ type: 'LOGIN', credentials })} />
    </AuthCard>
  )
}
