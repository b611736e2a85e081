import { createFileRoute, Link } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { Link as ChakraLink } from '@chakra-ui/react'
import { AuthCard, AuthSuccess } from '../../components/auth/AuthCard'
import { ForgotPasswordForm } from '../../components/auth/ForgotPasswordForm'
import { forgotPassword } from '../../api/auth'
import { config } from '../../config'
import { useMessages } from '../../i18n/appLocale'
import { authMessages } from '../../i18n/messages/auth.en'

export const Route = createFileRoute('/_public/forgot-password')({
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const { t, text } = useMessages(authMessages)
  const request = useMutation({ mutationFn: forgotPassword })
  return (
    <AuthCard
      productName={config.productName}
      title={t('forgotTitle')}
      subtitle={t('forgotSubtitle')}
      serverError={request.error && text(request.error.message)}
      footer={
        <ChakraLink asChild colorPalette="brand">
          <Link to="/login">{t('backToLogIn')}</Link>
        </ChakraLink>
      }
    >
      {request.isSuccess ? (
        <AuthSuccess message={text(request.data.message)} />
      ) : (
        <ForgotPasswordForm pending={request.isPending} onSubmit={(values) => request.mutate(values)} />
      )}
    </AuthCard>
  )
}
