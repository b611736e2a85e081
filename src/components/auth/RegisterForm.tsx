import { Button, Checkbox, Fieldset, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { GENDERS, registerSchema, type RegisterInput, type RegisterValues } from '../../domain/authSchemas'
import { FormField } from '../common/FormField'

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
  const { register, handleSubmit, formState, control } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: EMPTY,
    shouldUnregister: true,
  })
  const { errors } = formState
  const isCompany = useWatch({ control, name: 'is_company' })
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="6">
        <Fieldset.Root>
          <Fieldset.Legend>Your details</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="First name" error={errors.first_name?.message} required>
              {(described) => <Input {...described} autoComplete="given-name" {...register('first_name')} />}
            </FormField>
            <FormField label="Last name" error={errors.last_name?.message} required>
              {(described) => <Input {...described} autoComplete="family-name" {...register('last_name')} />}
            </FormField>
            <FormField label="Email" error={errors.email?.message} required>
              {(described) => <Input {...described} type="email" autoComplete="email" {...register('email')} />}
            </FormField>
            <FormField label="Phone" error={errors.phone?.message} required>
              {(described) => <Input {...described} type="tel" autoComplete="tel" {...register('phone')} />}
            </FormField>
            <FormField label="Date of birth" error={errors.date_of_birthday?.message} required>
              {(described) => <Input {...described} type="date" autoComplete="bday" {...register('date_of_birthday')} />}
            </FormField>
            <FormField label="Gender" error={errors.gender?.message} required>
              {(described) => (
                <NativeSelect.Root>
                  <NativeSelect.Field {...described} placeholder="Select" {...register('gender')}>
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
            <FormField label="Telegram username" error={errors.telegram?.message} required helper="5 to 32 letters, digits or underscores">
              {(described) => <Input {...described} autoComplete="off" {...register('telegram')} />}
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>Address</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Country code" error={errors.country_alpha_2?.message} required helper="Two letters, e.g. FR">
              {(described) => <Input {...described} autoComplete="country" maxLength={2} textTransform="uppercase" {...register('country_alpha_2')} />}
            </FormField>
            <FormField label="Region" error={errors.region?.message} required>
              {(described) => <Input {...described} autoComplete="address-level1" {...register('region')} />}
            </FormField>
            <FormField label="City" error={errors.city?.message} required>
              {(described) => <Input {...described} autoComplete="address-level2" {...register('city')} />}
            </FormField>
            <FormField label="Postal code" error={errors.post_index?.message} required>
              {(described) => <Input {...described} autoComplete="postal-code" {...register('post_index')} />}
            </FormField>
            <FormField label="Street address" error={errors.street_address?.message} required>
              {(described) => <Input {...described} autoComplete="address-line1" {...register('street_address')} />}
            </FormField>
            <FormField label="Apartment" error={errors.apt_number?.message}>
              {(described) => <Input {...described} autoComplete="address-line2" {...register('apt_number')} />}
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>Security</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Password" error={errors.password?.message} required>
              {(described) => <Input {...described} type="password" autoComplete="new-password" {...register('password')} />}
            </FormField>
            <FormField label="Confirm password" error={errors.confirm_password?.message} required>
              {(described) => <Input {...described} type="password" autoComplete="new-password" {...register('confirm_password')} />}
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
              <FormField label="Company name" error={errors.company_data?.name?.message} required>
                {(described) => <Input {...described} autoComplete="organization" {...register('company_data.name')} />}
              </FormField>
              <FormField label="Registration number" error={errors.company_data?.registration_number?.message}>
                {(described) => <Input {...described} {...register('company_data.registration_number')} />}
              </FormField>
              <FormField label="VAT number" error={errors.company_data?.vat_number?.message}>
                {(described) => <Input {...described} {...register('company_data.vat_number')} />}
              </FormField>
              <FormField label="Website" error={errors.company_data?.website?.message}>
                {(described) => <Input {...described} type="url" {...register('company_data.website')} />}
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
