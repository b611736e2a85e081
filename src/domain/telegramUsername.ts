import { z } from 'zod'

/** SPEC §5: 5 to 32 letters, digits or underscores, with an optional leading @. */
export const TELEGRAM_MIN = 5
export const TELEGRAM_MAX = 32
export const TELEGRAM_REQUIRED = 'Telegram username is required'
export const TELEGRAM_INVALID = 'Invalid telegram username format'

/** The dialog's input has a fixed @ prefix: a typed leading @ is stripped. */
export function stripAt(value: string): string {
  return value.replace(/^@+/, '')
}

export const telegramUsernameSchema = z
  .string()
  .transform((value) => stripAt(value.trim()))
  .pipe(
    z
      .string()
      .min(1, TELEGRAM_REQUIRED)
      .regex(new RegExp(`^[A-Za-z0-9_]{${TELEGRAM_MIN},${TELEGRAM_MAX}}$`), TELEGRAM_INVALID),
  )

/** The Telegram dialog's form: its output is the update call's body. */
export const telegramFormSchema = z.object({ telegram: telegramUsernameSchema })
export type TelegramFormValues = z.output<typeof telegramFormSchema>

/** A failed submit, as the adapter reports it: the HTTP status and the server's message, if any. */
export interface TelegramSubmitFailure {
  status?: number
  serverMessage?: string
  message?: string
}

/**
 * SPEC §8: the server's message if present, else the error's own message, else by status
 * (500 "Server error. Please try again later.", 400 "Invalid telegram username format."),
 * else "Failed to submit telegram username".
 */
export function telegramFailureMessage(failure: TelegramSubmitFailure | undefined): string {
  if (failure?.serverMessage) return failure.serverMessage
  if (failure?.message) return failure.message
  if (failure?.status === 500) return 'Server error. Please try again later.'
  if (failure?.status === 400) return 'Invalid telegram username format.'
  return 'Failed to submit telegram username'
}
