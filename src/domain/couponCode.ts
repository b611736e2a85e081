import { z } from 'zod'

/** SPEC §5: the coupon input is forced to upper case; blank input is rejected. */
export const COUPON_REQUIRED_MESSAGE = 'Please enter a coupon code'

/** What a refused code is called when the server does not say why. */
export const INVALID_PROMO_CODE = 'Invalid promo code'

export function normaliseCoupon(value: string): string {
  return value.toUpperCase()
}

export function isBlankCoupon(value: string): boolean {
  return value.trim() === ''
}

/** The coupon box's form, its blank-code message in the reader's words: its output is the code to validate, upper case and trimmed. */
export const couponFormSchemaSaying = (required: string) =>
  z.object({
    code: z
      .string()
      .transform((typed) => normaliseCoupon(typed).trim())
      .pipe(z.string().min(1, required)),
  })

/** The coupon box's form in the SPEC's English. */
export const couponFormSchema = couponFormSchemaSaying(COUPON_REQUIRED_MESSAGE)
export type CouponFormValue = z.output<typeof couponFormSchema>
