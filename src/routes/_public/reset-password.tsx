import { createFileRoute, Link } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { Button, Link as ChakraLink } from '@chakra-ui/react'
import { AuthCard, AuthSuccess } from '../../components/auth/AuthCard'
import { ResetPasswordForm } from '../../components/auth/ResetPasswordForm'
import { resetPassword } from '../../api/auth'
import type { ResetPasswordValues } from '../../domain/authSchemas'
import { config } from '../../config'
import { useMessages } from '../../i18n/appLocale'
import { authMessages } from '../../i18n/messages/auth.en'

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && search.token ? { token: search.token } : {}),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { t, text } = useMessages(authMessages)
  const { token } = Route.useSearch()
  const reset = useMutation({ mutationFn: (values: ResetPasswordValues) => resetPassword({ token: token ?? '', ...values }) })
  const missingToken = token ? null : t('resetTokenMissing')
  return (
    <AuthCard
      productName={config.productName}
      title={t('resetTitle')}
      serverError={missingToken ?? (reset.error && text(reset.error.message))}
      footer={
        <ChakraLink asChild colorPalette="brand">
          <Link to="/forgot-password">{t('askNewLink')}</Link>
        </ChakraLink>
      }
    >
      {reset.isSuccess ? (
        <>
          <AuthSuccess message={text(reset.data.message)} />
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/login">{t('logIn')}</Link>
          </Button>
        </>
      ) : (
        token && <ResetPasswordForm pending={reset.isPending} onSubmit={(values) => reset.mutate(values)} />
      )}
    </AuthCard>
  )
}
