import { Alert, Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { profileSchema, type ProfileField, type ProfileValues } from '../../domain/profileForm'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { useServerFieldError } from '../common/useServerFieldError'
import { useMessages } from '../../i18n/appLocale'
import { settingsMessages } from '../../i18n/messages/settings.en'
import { SettingsSection } from './SettingsSection'

export interface ProfileFormProps {
  email: string
  /** The profile as last saved: the form starts from it and returns to it after each save. */
  values: ProfileValues
  /** The server's message about one field (its 400). */
  fieldError: { field: ProfileField; message: string } | null
  formError: string | null
  saving: boolean
  saved: boolean
  /** The form changed since the last answer (the "saved" note and the form's error go). */
  onEdit: () => void
  onSubmit: (value: components['schemas']['SettingsUpdate']) => void
}

/** Name and phone, labels above and errors under the fields; the e-mail shown but not editable. */
export function ProfileForm({ email, values, fieldError, formError, saving, saved, onEdit, onSubmit }: ProfileFormProps) {
  const { t, text } = useMessages(settingsMessages)
  const form = useZodForm(profileSchema, values, { follow: true })
  useServerFieldError(form, fieldError?.field, fieldError?.message)
  return (
    <SettingsSection id="profile-title" title={t('profile')} description={t('profileHint')}>
      <form noValidate aria-labelledby="profile-title" onChange={onEdit} onSubmit={form.handleSubmit((value) => !saving && onSubmit(value))}>
        <Stack gap="4">
          <FormField label={t('email')} helper={t('emailHint')}>
            <Input type="email" dir="ltr" textAlign={{ _rtl: 'right' }} value={email} readOnly variant="subtle" autoComplete="email" />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField form={form} name="first_name" label={t('firstName')} required>
              {(control) => <Input {...control} readOnly={saving} autoComplete="given-name" />}
            </FormField>
            <FormField form={form} name="last_name" label={t('lastName')} required>
              {(control) => <Input {...control} readOnly={saving} autoComplete="family-name" />}
            </FormField>
          </SimpleGrid>
          <FormField form={form} name="phone" label={t('phone')} helper={t('phoneHint')}>
            {(control) => <Input {...control} readOnly={saving} type="tel" dir="ltr" textAlign={{ _rtl: 'right' }} autoComplete="tel" />}
          </FormField>
          {formError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{text(formError)}</Alert.Title>
            </Alert.Root>
          )}
          <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3">
            <Button type="submit" colorPalette="brand" minH="11" loading={saving} loadingText={t('saving')}>
              {t('save')}
            </Button>
            {saved && (
              <Text role="status" color="green.fg" textStyle="sm">
                {t('saved')}
              </Text>
            )}
          </Stack>
        </Stack>
      </form>
    </SettingsSection>
  )
}
