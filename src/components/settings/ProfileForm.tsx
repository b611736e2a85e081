import { Alert, Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import type { components } from '../../api/schema'
import { profileSchema, type ProfileField, type ProfileValues } from '../../domain/profileForm'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { useServerFieldError } from '../common/useServerFieldError'
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
  const form = useZodForm(profileSchema, values)
  const { reset } = form
  useEffect(() => reset(values), [reset, values])
  useServerFieldError(form, fieldError?.field, fieldError?.message)
  return (
    <SettingsSection id="profile-title" title="Profile" description="Your name and phone number as your account shows them.">
      <form noValidate aria-labelledby="profile-title" onChange={onEdit} onSubmit={form.handleSubmit((value) => !saving && onSubmit(value))}>
        <Stack gap="4">
          <FormField label="Email" helper="The e-mail address cannot be changed.">
            <Input type="email" value={email} readOnly variant="subtle" autoComplete="email" />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField form={form} name="first_name" label="First name" required>
              {(control) => <Input {...control} readOnly={saving} autoComplete="given-name" />}
            </FormField>
            <FormField form={form} name="last_name" label="Last name" required>
              {(control) => <Input {...control} readOnly={saving} autoComplete="family-name" />}
            </FormField>
          </SimpleGrid>
          <FormField form={form} name="phone" label="Phone" helper="Digits, spaces, +, - and parentheses. Leave empty to remove it.">
            {(control) => <Input {...control} readOnly={saving} type="tel" autoComplete="tel" />}
          </FormField>
          {formError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}
          <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3">
            <Button type="submit" colorPalette="brand" minH="11" loading={saving} loadingText="Saving...">
              Save changes
            </Button>
            {saved && (
              <Text role="status" color="green.fg" textStyle="sm">
                Your profile was saved.
              </Text>
            )}
          </Stack>
        </Stack>
      </form>
    </SettingsSection>
  )
}
