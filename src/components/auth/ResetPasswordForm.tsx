import { Button, Input, Stack } from '@chakra-ui/react'
import { resetPasswordSchema, type ResetPasswordValues } from '../../domain/authSchemas'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { useMessages } from '../../i18n/appLocale'
import { authMessages } from '../../i18n/messages/auth.en'

export function ResetPasswordForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: ResetPasswordValues) => void }) {
  const { t } = useMessages(authMessages)
  const form = useZodForm(resetPasswordSchema, { password: '', confirm_password: '' })
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="4">
        <FormField form={form} name="password" label={t('newPassword')} required>
          {(control) => <Input {...control} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField form={form} name="confirm_password" label={t('confirmNewPassword')} required>
          {(control) => <Input {...control} type="password" autoComplete="new-password" />}
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" disabled={pending} loading={pending} loadingText={t('saving')}>
          {t('setNewPassword')}
        </Button>
      </Stack>
    </form>
  )
}
