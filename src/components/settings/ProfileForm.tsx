import { Alert, Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ProfileErrors, ProfileField, ProfileValues } from '../../domain/profileForm'
import { FormField } from '../common/FormField'
import { SettingsSection } from './SettingsSection'

export interface ProfileFormProps {
  email: string
  values: ProfileValues
  errors: ProfileErrors
  formError: string | null
  saving: boolean
  saved: boolean
  onChange: (field: ProfileField, value: string) => void
  onSubmit: () => void
}

/** Name and phone, labels above and errors under the fields; the e-mail shown but not editable. */
export function ProfileForm({ email, values, errors, formError, saving, saved, onChange, onSubmit }: ProfileFormProps) {
  const field = (name: ProfileField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    readOnly: saving,
  })
  return (
    <SettingsSection id="profile-title" title="Profile" description="Your name and phone number as your account shows them.">
      <form
        noValidate
        aria-labelledby="profile-title"
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <Stack gap="4">
          <FormField label="Email" helper="The e-mail address cannot be changed.">
            <Input type="email" value={email} readOnly variant="subtle" autoComplete="email" />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="First name" error={errors.first_name} required>
              <Input {...field('first_name')} autoComplete="given-name" />
            </FormField>
            <FormField label="Last name" error={errors.last_name} required>
              <Input {...field('last_name')} autoComplete="family-name" />
            </FormField>
          </SimpleGrid>
          <FormField label="Phone" error={errors.phone} helper="Digits, spaces, +, - and parentheses. Leave empty to remove it.">
            <Input {...field('phone')} type="tel" autoComplete="tel" />
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
