/** SPEC §5: the coupon input is forced to upper case; blank input is rejected. */
export const COUPON_REQUIRED_MESSAGE = 'Please enter a coupon code'

export function normaliseCoupon(value: string): string {
  return value.toUpperCase()
}

export function isBlankCoupon(value: string): boolean {
  return value.trim() === ''
}
