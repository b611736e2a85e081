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

/** What is wrong with a typed reason, or null; nothing typed is fine (the reason is optional). `tooLong` words it (in the reader's language). */
export function rejectionReasonError(typed: string, tooLong: (length: number) => string = rejectionReasonTooLong): string | null {
  const length = typed.trim().length
  return length > REJECTION_REASON_MAX_LENGTH ? tooLong(length) : null
}

/**
 * The review dialog's form: its output is the reason as sent (undefined when blank; an approval never has one). The
 * too-long message holds the length typed, so a screen in another language words it itself (`tooLong`).
 */
export function rejectionReasonSchemaSaying(tooLong: (length: number) => string) {
  return z.object({
    reason: z
      .string()
      .superRefine((typed, context) => {
        const error = rejectionReasonError(typed, tooLong)
        if (error) context.addIssue({ code: 'custom', message: error })
      })
      .transform(rejectionReasonToSend),
  })
}

export const rejectionReasonSchema = rejectionReasonSchemaSaying(rejectionReasonTooLong)
export type RejectionReasonValue = z.output<typeof rejectionReasonSchema>
