import { z } from 'zod'
import type { components } from '../api/schema'
import { telegramUsernameSchema } from './telegramUsername'
import { EMAIL_PATTERN } from './email'
import { isCountryCode } from './countries'
import { dateOfBirthProblem } from './dateOfBirth'

type Schemas = components['schemas']

// The one e-mail rule of every form (src/domain/email.ts), whether or not the form uses a schema.
const email = z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Invalid email address')
const required = (label: string) => z.string().trim().min(1, `${label} is required`)
const newPassword = z.string().min(8, 'Password must be at least 8 characters')

export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const

const companySchema = z.object({
  name: required('Company name'),
  registration_number: z.string().trim(),
  vat_number: z.string().trim(),
  website: z.string().trim(),
})

/** SPEC §3 registration payload, with field-level messages; the output is the contract's payload. */
export const registerSchema = z
  .object({
    first_name: required('First name'),
    last_name: required('Last name'),
    email,
    password: newPassword,
    confirm_password: z.string().min(1, 'Please confirm your password'),
    phone: required('Phone').regex(/^[0-9+\-() ]+$/, 'Invalid phone number format'),
    date_of_birthday: required('Date of birth').superRefine((value, context) => {
      const problem = dateOfBirthProblem(value, new Date())
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
    gender: z.enum(GENDERS.map((gender) => gender.value), { error: 'Gender is required' }),
    country_alpha_2: z.string().refine(isCountryCode, 'Choose your country'),
    region: required('Region'),
    city: required('City'),
    street_address: required('Street address'),
    apt_number: z.string().trim(),
    post_index: required('Postal code'),
    telegram: telegramUsernameSchema,
    is_company: z.boolean(),
    company_data: companySchema.optional(),
  })
  .refine((values) => values.password === values.confirm_password, { path: ['confirm_password'], message: 'Passwords do not match' })
  .refine((values) => !values.is_company || values.company_data !== undefined, { path: ['company_data', 'name'], message: 'Company name is required' })

export type RegisterInput = z.input<typeof registerSchema>
export type RegisterValues = z.output<typeof registerSchema>

/** The form's values as the contract's registration payload (company data only when registering a company). */
export function toRegistrationPayload({ is_company, company_data, ...fields }: RegisterValues): Schemas['RegistrationPayload'] {
  const company = is_company && company_data ? Object.fromEntries(Object.entries(company_data).filter(([, value]) => value !== '')) : undefined
  return company ? { ...fields, company_data: company } : fields
}

export const forgotPasswordSchema = z.object({ email })
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>

export const resetPasswordSchema = z
  .object({ password: newPassword, confirm_password: z.string().min(1, 'Please confirm your password') })
  .refine((values) => values.password === values.confirm_password, { path: ['confirm_password'], message: 'Passwords do not match' })
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>
