import { z } from 'zod'

export const payerSchema = z.object({
  email: z.email('Enter a valid email'),
  name: z.string().min(1, 'Enter your name'),
})

export type Payer = z.infer<typeof payerSchema>
