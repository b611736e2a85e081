/** A person's display name from the contract's first and last name; the e-mail when both are blank. */
export function fullName(user: { first_name: string; last_name: string; email: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email
}
