import { Button, Checkbox, Fieldset, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { Controller, useWatch } from 'react-hook-form'
import { GENDERS, registerSchema, type RegisterInput, type RegisterValues } from '../../domain/authSchemas'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { CountryCombobox } from './CountryCombobox'
import { LTR_VALUE } from './ltrValue'
import { useMessages } from '../../i18n/appLocale'
import { authMessages, type AuthKey } from '../../i18n/messages/auth.en'

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

const GENDER_WORDS: Record<RegisterInput['gender'], AuthKey> = { male: 'male', female: 'female', other: 'otherGender' }

/** SPEC §3 registration with field-level errors; the output is the contract's payload. */
export function RegisterForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: RegisterValues) => void }) {
  // The company's fields leave the values when they leave the form (a person's registration carries none).
  const { t, intl } = useMessages(authMessages)
  const form = useZodForm(registerSchema, EMPTY, { shouldUnregister: true })
  const { control } = form
  const isCompany = useWatch({ control, name: 'is_company' })
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="6">
        <Fieldset.Root>
          <Fieldset.Legend>{t('yourDetails')}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField form={form} name="first_name" label={t('firstName')} required>
              {(control) => <Input {...control} autoComplete="given-name" />}
            </FormField>
            <FormField form={form} name="last_name" label={t('lastName')} required>
              {(control) => <Input {...control} autoComplete="family-name" />}
            </FormField>
            <FormField form={form} name="email" label={t('email')} required>
              {(control) => <Input {...control} type="email" autoComplete="email" {...LTR_VALUE} />}
            </FormField>
            <FormField form={form} name="phone" label={t('phone')} required>
              {(control) => <Input {...control} type="tel" autoComplete="tel" {...LTR_VALUE} />}
            </FormField>
            <FormField form={form} name="date_of_birthday" label={t('dateOfBirth')} required>
              {(control) => <Input {...control} type="date" autoComplete="bday" />}
            </FormField>
            <FormField form={form} name="gender" label={t('gender')} required>
              {(control) => (
                <NativeSelect.Root>
                  <NativeSelect.Field {...control} placeholder={t('genderPlaceholder')}>
                    {GENDERS.map((gender) => (
                      <option key={gender.value} value={gender.value}>
                        {t(GENDER_WORDS[gender.value])}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormField>
            <FormField form={form} name="telegram" label={t('telegram')} required helper={t('telegramHint')}>
              {(control) => <Input {...control} autoComplete="off" {...LTR_VALUE} />}
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>{t('address')}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Controller
              control={control}
              name="country_alpha_2"
              render={({ field, fieldState }) => (
                <FormField label={t('country')} required error={fieldState.error?.message}>
                  {(described) => (
                    <CountryCombobox
                      {...described}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      intl={intl}
                      placeholder={t('countryPlaceholder')}
                      emptyText={t('noCountryFound')}
                    />
                  )}
                </FormField>
              )}
            />
            <FormField form={form} name="region" label={t('region')} required>
              {(control) => <Input {...control} autoComplete="address-level1" />}
            </FormField>
            <FormField form={form} name="city" label={t('city')} required>
              {(control) => <Input {...control} autoComplete="address-level2" />}
            </FormField>
            <FormField form={form} name="post_index" label={t('postalCode')} required>
              {(control) => <Input {...control} autoComplete="postal-code" />}
            </FormField>
            <FormField form={form} name="street_address" label={t('streetAddress')} required>
              {(control) => <Input {...control} autoComplete="address-line1" />}
            </FormField>
            <FormField form={form} name="apt_number" label={t('apartment')}>
              {(control) => <Input {...control} autoComplete="address-line2" />}
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>{t('security')}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField form={form} name="password" label={t('password')} required>
              {(control) => <Input {...control} type="password" autoComplete="new-password" />}
            </FormField>
            <FormField form={form} name="confirm_password" label={t('confirmPassword')} required>
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
              <Checkbox.Label>{t('isCompany')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {isCompany && (
          <Fieldset.Root>
            <Fieldset.Legend>{t('company')}</Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField form={form} name="company_data.name" label={t('companyName')} required>
                {(control) => <Input {...control} autoComplete="organization" />}
              </FormField>
              <FormField form={form} name="company_data.registration_number" label={t('registrationNumber')}>
                {(control) => <Input {...control} />}
              </FormField>
              <FormField form={form} name="company_data.vat_number" label={t('vatNumber')}>
                {(control) => <Input {...control} />}
              </FormField>
              <FormField form={form} name="company_data.website" label={t('website')}>
                {(control) => <Input {...control} type="url" />}
              </FormField>
            </SimpleGrid>
          </Fieldset.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" disabled={pending} loading={pending} loadingText={t('creatingAccount')}>
          {t('createAccount')}
        </Button>
      </Stack>
    </form>
  )
}
