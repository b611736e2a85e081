import { z } from 'zod'

/** SPEC §5: the coupon input is forced to upper case; blank input is rejected. */
export const COUPON_REQUIRED_MESSAGE = 'Please enter a coupon code'

export function normaliseCoupon(value: string): string {
  return value.toUpperCase()
}

export function isBlankCoupon(value: string): boolean {
  return value.trim() === ''
}

/** The coupon box's form: its output is the code to validate, upper case and trimmed. */
export const couponFormSchema = z.object({
  code: z
    .string()
    .transform((typed) => normaliseCoupon(typed).trim())
    .pipe(z.string().min(1, COUPON_REQUIRED_MESSAGE)),
})
export type CouponFormValue = z.output<typeof couponFormSchema>
