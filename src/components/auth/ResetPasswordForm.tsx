import { Button, Input, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { resetPasswordSchema, type ResetPasswordValues } from '../../domain/authSchemas'
import { FormField } from '../common/FormField'

export function ResetPasswordForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: ResetPasswordValues) => void }) {
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm_password: '' },
  })
  const { errors } = formState
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="4">
        <FormField label="New password" error={errors.password?.message} required>
          {(described) => <Input {...described} type="password" autoComplete="new-password" {...register('password')} />}
        </FormField>
        <FormField label="Confirm new password" error={errors.confirm_password?.message} required>
          {(described) => <Input {...described} type="password" autoComplete="new-password" {...register('confirm_password')} />}
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" disabled={pending} loading={pending} loadingText="Saving...">
          Set new password
        </Button>
      </Stack>
    </form>
  )
}
