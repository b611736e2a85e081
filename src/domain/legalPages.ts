/**
 * The legal and support pages of the landing area (SPEC §2), in the footer's order, hidden for visitors from these
 * countries. Their titles and copy are the landing's words (src/content/landingPages.ts).
 */
export const LEGAL_PAGES = ['gdpr', 'terms', 'privacy', 'cookies', 'support', 'docs'] as const

export type LegalPage = (typeof LEGAL_PAGES)[number]

const HIDDEN_IN = ['MA']

/** Offered unless the lookup answered a hiding country; an unknown country (failed lookup) does not hide them. */
export function legalPagesOffered(countryCode: string | null): boolean {
  return !HIDDEN_IN.includes((countryCode ?? '').toUpperCase())
}
