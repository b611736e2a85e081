import { Button, Input, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../../domain/authSchemas'
import { FormField } from '../common/FormField'

export function ForgotPasswordForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: ForgotPasswordValues) => void }) {
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="4">
        <FormField label="Email" error={formState.errors.email?.message} required>
          {(described) => <Input {...described} type="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" disabled={pending} loading={pending} loadingText="Sending...">
          Send reset link
        </Button>
      </Stack>
    </form>
  )
}
