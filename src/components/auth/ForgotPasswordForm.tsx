import { Button, Input, Stack } from '@chakra-ui/react'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../../domain/authSchemas'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { LTR_VALUE } from './ltrValue'
import { useMessages } from '../../i18n/appLocale'
import { authMessages } from '../../i18n/messages/auth.en'

export function ForgotPasswordForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: ForgotPasswordValues) => void }) {
  const { t } = useMessages(authMessages)
  const form = useZodForm(forgotPasswordSchema, { email: '' })
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="4">
        <FormField form={form} name="email" label={t('email')} required>
          {(control) => <Input {...control} type="email" autoComplete="email" {...LTR_VALUE} />}
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" disabled={pending} loading={pending} loadingText={t('sending')}>
          {t('sendResetLink')}
        </Button>
      </Stack>
    </form>
  )
}
