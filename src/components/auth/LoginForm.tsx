import { Button, Input, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { loginSchema, type LoginValues } from '../../domain/authSchemas'
import { FormField } from './FormField'

export function LoginForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: LoginValues) => void }) {
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors } = formState
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="4">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" disabled={pending} loading={pending} loadingText="Logging in...">
          Log in
        </Button>
      </Stack>
    </form>
  )
}
