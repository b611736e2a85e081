/**
 * The optional reason a reviewer gives when rejecting a website integration: trimmed, at most 500
 * characters, shown to the website's owner as plain text. The sandbox applies the same rule, so the
 * dialog and the server never disagree.
 */
import { z } from 'zod'

export const REJECTION_REASON_MAX_LENGTH = 500

export const rejectionReasonTooLong = (length: number) => `The reason can be at most ${REJECTION_REASON_MAX_LENGTH} characters (${length} now).`

/** The reason as sent: trimmed, or undefined when blank. */
export function rejectionReasonToSend(typed: string): string | undefined {
  const reason = typed.trim()
  return reason ? reason : undefined
}

/** What is wrong with a typed reason, or null; nothing typed is fine (the reason is optional). */
export function rejectionReasonError(typed: string): string | null {
  const length = typed.trim().length
  return length > REJECTION_REASON_MAX_LENGTH ? rejectionReasonTooLong(length) : null
}

/** The review dialog's form: its output is the reason as sent (undefined when blank; an approval never has one). */
export const rejectionReasonSchema = z.object({
  reason: z
    .string()
    .superRefine((typed, context) => {
      const error = rejectionReasonError(typed)
      if (error) context.addIssue({ code: 'custom', message: error })
    })
    .transform(rejectionReasonToSend),
})
export type RejectionReasonValue = z.output<typeof rejectionReasonSchema>
