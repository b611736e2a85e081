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

/** The first rule a username breaks, or null when it is valid. */
export function telegramUsernameError(value: string): string | null {
  const result = telegramUsernameSchema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? TELEGRAM_INVALID)
}

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
