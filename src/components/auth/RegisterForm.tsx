import { Button, Checkbox, Fieldset, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { Controller, useWatch } from 'react-hook-form'
import { GENDERS, registerSchema, type RegisterInput, type RegisterValues } from '../../domain/authSchemas'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'

const EMPTY: RegisterInput = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
  phone: '',
  date_of_birthday: '',
  gender: '' as RegisterInput['gender'],
  country_alpha_2: '',
  region: '',
  city: '',
  street_address: '',
  apt_number: '',
  post_index: '',
  telegram: '',
  is_company: false,
  company_data: undefined,
}

/** SPEC §3 registration with field-level errors; the output is the contract's payload. */
export function RegisterForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: RegisterValues) => void }) {
  // The company's fields leave the values when they leave the form (a person's registration carries none).
  const form = useZodForm(registerSchema, EMPTY, { shouldUnregister: true })
  const { control } = form
  const isCompany = useWatch({ control, name: 'is_company' })
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="6">
        <Fieldset.Root>
          <Fieldset.Legend>Your details</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField form={form} name="first_name" label="First name" required>
              {(control) => <Input {...control} autoComplete="given-name" />}
            </FormField>
            <FormField form={form} name="last_name" label="Last name" required>
              {(control) => <Input {...control} autoComplete="family-name" />}
            </FormField>
            <FormField form={form} name="email" label="Email" required>
              {(control) => <Input {...control} type="email" autoComplete="email" />}
            </FormField>
            <FormField form={form} name="phone" label="Phone" required>
              {(control) => <Input {...control} type="tel" autoComplete="tel" />}
            </FormField>
            <FormField form={form} name="date_of_birthday" label="Date of birth" required>
              {(control) => <Input {...control} type="date" autoComplete="bday" />}
            </FormField>
            <FormField form={form} name="gender" label="Gender" required>
              {(control) => (
                <NativeSelect.Root>
                  <NativeSelect.Field {...control} placeholder="Select">
                    {GENDERS.map((gender) => (
                      <option key={gender.value} value={gender.value}>
                        {gender.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormField>
            <FormField form={form} name="telegram" label="Telegram username" required helper="5 to 32 letters, digits or underscores">
              {(control) => <Input {...control} autoComplete="off" />}
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>Address</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField form={form} name="country_alpha_2" label="Country code" required helper="Two letters, e.g. FR">
              {(control) => <Input {...control} autoComplete="country" maxLength={2} textTransform="uppercase" />}
            </FormField>
            <FormField form={form} name="region" label="Region" required>
              {(control) => <Input {...control} autoComplete="address-level1" />}
            </FormField>
            <FormField form={form} name="city" label="City" required>
              {(control) => <Input {...control} autoComplete="address-level2" />}
            </FormField>
            <FormField form={form} name="post_index" label="Postal code" required>
              {(control) => <Input {...control} autoComplete="postal-code" />}
            </FormField>
            <FormField form={form} name="street_address" label="Street address" required>
              {(control) => <Input {...control} autoComplete="address-line1" />}
            </FormField>
            <FormField form={form} name="apt_number" label="Apartment">
              {(control) => <Input {...control} autoComplete="address-line2" />}
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>Security</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField form={form} name="password" label="Password" required>
              {(control) => <Input {...control} type="password" autoComplete="new-password" />}
            </FormField>
            <FormField form={form} name="confirm_password" label="Confirm password" required>
              {(control) => <Input {...control} type="password" autoComplete="new-password" />}
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>
        <Controller
          control={control}
          name="is_company"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(event) => field.onChange(event.checked === true)}>
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>I am registering a company</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {isCompany && (
          <Fieldset.Root>
            <Fieldset.Legend>Company</Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField form={form} name="company_data.name" label="Company name" required>
                {(control) => <Input {...control} autoComplete="organization" />}
              </FormField>
              <FormField form={form} name="company_data.registration_number" label="Registration number">
                {(control) => <Input {...control} />}
              </FormField>
              <FormField form={form} name="company_data.vat_number" label="VAT number">
                {(control) => <Input {...control} />}
              </FormField>
              <FormField form={form} name="company_data.website" label="Website">
                {(control) => <Input {...control} type="url" />}
              </FormField>
            </SimpleGrid>
          </Fieldset.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" disabled={pending} loading={pending} loadingText="Creating account...">
          Create account
        </Button>
      </Stack>
    </form>
  )
}
