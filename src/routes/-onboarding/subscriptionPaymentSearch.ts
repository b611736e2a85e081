import { z } from 'zod'

/**
 * /subscription-payment?plan=<plan id>&yearly=true&code=<promo code> (SPEC §2). The router's
 * parser turns `yearly=true` into a boolean and digit-only values into numbers: both are normalised.
 */
export const subscriptionPaymentSearch = z.object({
  plan: z.coerce.string().trim().min(1).optional().catch(undefined),
  yearly: z
    .union([z.boolean(), z.literal('true'), z.literal('false')])
    .transform((value) => value === true || value === 'true')
    .optional()
    .catch(undefined),
  code: z.coerce.string().trim().toUpperCase().min(1).optional().catch(undefined),
})

export type SubscriptionPaymentSearch = z.infer<typeof subscriptionPaymentSearch>
