/** The legal and support pages of the landing area (SPEC §2), hidden for visitors from these countries. */
export const LEGAL_PAGES = {
  gdpr: 'GDPR',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  cookies: 'Cookie Policy',
  support: 'Support',
  docs: 'Documentation',
} as const

export type LegalPage = keyof typeof LEGAL_PAGES

const HIDDEN_IN = ['MA']

/** Offered unless the lookup answered a hiding country; an unknown country (failed lookup) does not hide them. */
export function legalPagesOffered(countryCode: string | null): boolean {
  return !HIDDEN_IN.includes((countryCode ?? '').toUpperCase())
}
