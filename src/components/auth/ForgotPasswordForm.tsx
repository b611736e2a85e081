import { Button, Input, Stack } from '@chakra-ui/react'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../../domain/authSchemas'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'

export function ForgotPasswordForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: ForgotPasswordValues) => void }) {
  const form = useZodForm(forgotPasswordSchema, { email: '' })
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="4">
        <FormField form={form} name="email" label="Email" required>
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" disabled={pending} loading={pending} loadingText="Sending...">
          Send reset link
        </Button>
      </Stack>
    </form>
  )
}
