import { createFileRoute, Link } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { Link as ChakraLink } from '@chakra-ui/react'
import { AuthCard, AuthSuccess } from '../../components/auth/AuthCard'
import { ForgotPasswordForm } from '../../components/auth/ForgotPasswordForm'
import { forgotPassword } from '../../api/auth'
import { config } from '../../config'

export const Route = createFileRoute('/_public/forgot-password')({
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const request = useMutation({ mutationFn: forgotPassword })
  return (
    <AuthCard
      productName={config.productName}
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to set a new one."
      serverError={request.error?.message}
      footer={
        <ChakraLink asChild colorPalette="brand">
          <Link to="/login">Back to log in</Link>
        </ChakraLink>
      }
    >
      {request.isSuccess ? (
        <AuthSuccess message={request.data.message} />
      ) : (
        <ForgotPasswordForm pending={request.isPending} onSubmit={(values) => request.mutate(values)} />
      )}
    </AuthCard>
  )
}
