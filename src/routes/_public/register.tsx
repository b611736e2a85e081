import { createFileRoute, Link } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { Link as ChakraLink, Text } from '@chakra-ui/react'
import { AuthCard } from '../../components/auth/AuthCard'
import { RegisterForm } from '../../components/auth/RegisterForm'
import { signup } from '../../api/auth'
import { toRegistrationPayload, type RegisterValues } from '../../domain/authSchemas'
import { config } from '../../config'
import { loginNotice } from '../../login/loginNotice'
import { useMessages } from '../../i18n/appLocale'
import { authMessages } from '../../i18n/messages/auth.en'

export const Route = createFileRoute('/_public/register')({
  component: RegisterPage,
})

function RegisterPage() {
  const { t, text } = useMessages(authMessages)
  const navigate = Route.useNavigate()
  const registration = useMutation({
    mutationFn: (values: RegisterValues) => signup(toRegistrationPayload(values)),
    onSuccess: (_, values) => {
      // SPEC §8's success toast, shown by the login page (a new document) the person goes on to, in its catalog's words;
      // the page fills in the new account's e-mail and says its verification e-mail was sent (issue 35 §8).
      loginNotice.leave({ message: 'Registration successful', registeredEmail: values.email })
      void navigate({ to: '/login' })
    },
    onError: (error) => console.error('Registration failed', error),
  })
  return (
    <AuthCard
      wide
      productName={config.productName}
      title={t('registerTitle')}
      subtitle={t('registerSubtitle')}
      serverError={registration.error && text(registration.error.message)}
      footer={
        <Text>
          {t('alreadyHaveAccount')}{' '}
          <ChakraLink asChild colorPalette="brand">
            <Link to="/login">{t('logIn')}</Link>
          </ChakraLink>
        </Text>
      }
    >
      <RegisterForm pending={registration.isPending} onSubmit={(values) => registration.mutate(values)} />
    </AuthCard>
  )
}
