import { Button, Input, Stack } from '@chakra-ui/react'
import { toLoginValues, type LoginValues } from '../../domain/loginForm'
import type { FormActor } from '../../machines/form/formMachine'
import { FormField } from '../common/FormField'
import { useMachineForm } from '../common/useMachineForm'

/** The login form; `form` is a form actor with the login rules (src/domain/loginForm.ts). */
export function LoginForm({ form, pending, onSubmit }: { form: FormActor; pending: boolean; onSubmit: (values: LoginValues) => void }) {
  const { errors, formProps } = useMachineForm(form, (values) => onSubmit(toLoginValues(values)))
  return (
    <form {...formProps}>
      <Stack gap="4">
        <FormField label="Email" error={errors.email} required>
          {(described) => <Input {...described} name="email" type="email" autoComplete="email" />}
        </FormField>
        <FormField label="Password" error={errors.password} required>
          {(described) => <Input {...described} name="password" type="password" autoComplete="current-password" />}
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" disabled={pending} loading={pending} loadingText="Logging in...">
          Log in
        </Button>
      </Stack>
    </form>
  )
}
