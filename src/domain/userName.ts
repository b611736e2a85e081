/** "Maya Merchant" from a person's names, or null when both are blank. */
export function personName(first: string | null | undefined, last: string | null | undefined): string | null {
  const name = [first, last].map((part) => part?.trim()).filter(Boolean).join(' ')
  return name || null
}

/** A person's display name from the contract's first and last name; the e-mail when both are blank. */
export function fullName(user: { first_name: string; last_name: string; email: string }): string {
  return personName(user.first_name, user.last_name) ?? user.email
}
