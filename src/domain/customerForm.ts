import { z } from 'zod'

/** SPEC §5 customer form: all four fields required; e-mail valid; names ≥ 2 characters; phone digits, spaces, + - ( ). */
export const PHONE_PATTERN = /^[0-9+\-() ]+$/

export const customerFormSchema = z.object({
  first_name: z.string().trim().min(1, { error: 'First name is required', abort: true }).min(2, 'First name must be at least 2 characters'),
  last_name: z.string().trim().min(1, { error: 'Last name is required', abort: true }).min(2, 'Last name must be at least 2 characters'),
  email: z.string().trim().min(1, { error: 'Email is required', abort: true }).pipe(z.email('Invalid email address')),
  phone: z.string().trim().min(1, { error: 'Phone number is required', abort: true }).regex(PHONE_PATTERN, 'Invalid phone number format'),
})

export type CustomerForm = z.infer<typeof customerFormSchema>

export const emptyCustomerForm: CustomerForm = { first_name: '', last_name: '', email: '', phone: '' }
