/**
 * The registration's date of birth (issue 35 §8): a real day in the past, of a person of age. Merchants sign
 * contracts and take payments, which only an adult may do; the reason is said, not just "invalid".
 */
export const MINIMUM_AGE = 18

export const DATE_OF_BIRTH_MESSAGES = {
  invalid: 'Enter a valid date of birth',
  underAge: 'You must be at least 18 years old to register',
} as const

// The oldest person on record was 122: a birth date before this is a typing slip (e.g. year 0199).
const OLDEST_AGE = 130

/** A `YYYY-MM-DD` day (what a date input gives) as its year, month and day, or null when it names no calendar day. */
function calendarDay(value: string): { year: number; month: number; day: number } | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!parts) return null
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null
}

/**
 * Full years from a `YYYY-MM-DD` birth date to `today` (the reader's calendar day), or null for a date that is no day.
 * A birthday of 29 February comes on 1 March in other years.
 */
export function ageOn(birth: string, today: Date): number | null {
  const born = calendarDay(birth)
  if (!born) return null
  const month = today.getMonth() + 1
  const hadBirthday = month > born.month || (month === born.month && today.getDate() >= born.day)
  return today.getFullYear() - born.year - (hadBirthday ? 0 : 1)
}

/** What is wrong with a date of birth on `today`, in the rule's English words (the catalogs translate them), or null. */
export function dateOfBirthProblem(birth: string, today: Date): string | null {
  const age = ageOn(birth, today)
  // A day after today is -1 years old.
  if (age === null || age < 0 || age > OLDEST_AGE) return DATE_OF_BIRTH_MESSAGES.invalid
  if (age < MINIMUM_AGE) return DATE_OF_BIRTH_MESSAGES.underAge
  return null
}
