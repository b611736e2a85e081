/** Website integrations (SPEC §2, §4, §6, §8): review states, messages, who sees owners, the validated list's search. */
import { z } from 'zod'
import type { components } from '../api/schema'
import { roleOf } from './access'
import { parseWebsite } from './hostname'

type S = components['schemas']
type User = S['User']

/** The contract's review states of an existing integration (`none` only says there is none yet). */
export type ReviewStatus = Exclude<S['IntegrationReviewStatus'], 'none'>

/** SPEC §4: pending until reviewed (is_pending), then approved (is_valid) or rejected. */
export function reviewStatusOf(integration: Pick<S['Integration'], 'is_pending' | 'is_valid'>): ReviewStatus {
  if (integration.is_pending) return 'pending'
  return integration.is_valid ? 'approved' : 'rejected'
}

/** SPEC §2's badge words, in SPEC §4's colours (pending yellow, approved green, rejected red). */
export const REVIEW_STATUS_BADGE = {
  pending: { label: 'Pending', palette: 'yellow' },
  approved: { label: 'Approved', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
} as const satisfies Record<ReviewStatus, { label: string; palette: string }>

export type ReviewDecision = 'approve' | 'reject'

/** SPEC §8: the fallback when a status update fails without the server's message. */
export const REVIEW_FAILED_MESSAGE = 'Failed to update integration status'

/** The designed fallback when submitting a website fails without the server's message. */
export const INTEGRATE_FAILED_MESSAGE = 'Failed to submit your website'

/**
 * The website form (issue 9): what was typed, checked by the bare-hostname rule; its output is the create call's body.
 * `words` puts the rule's English message in the reader's language (the same words as the server's, so both translate).
 */
export function websiteFormSchemaSaying(words: (english: string) => string) {
  return z
    .object({
      website: z.string().transform((typed, context) => {
        const { hostname, error } = parseWebsite(typed)
        if (error !== null) context.addIssue({ code: 'custom', message: words(error) })
        return hostname ?? ''
      }),
    })
    .transform(({ website }) => ({ hostname: website }))
}
export const websiteFormSchema = websiteFormSchemaSaying((english) => english)
export type WebsiteFormValue = z.output<typeof websiteFormSchema>

/** SPEC §8: the toast after a successful review. */
export const REVIEW_SUCCESS_MESSAGE = {
  approve: 'Integration approved successfully',
  reject: 'Integration rejected successfully',
} as const satisfies Record<ReviewDecision, string>

/** SPEC §6: the owner e-mail column and the owner e-mail search are for admin or staff only (not the reviewer clients). */
export function seesIntegrationOwners(user: User): boolean {
  const role = roleOf(user)
  return role === 'admin' || role === 'staff'
}

/** SPEC §9: an integration id is shown as its first 8 characters, then an ellipsis. */
export const INTEGRATION_ID_SHOWN = 8

export function shortIntegrationId(id: string): string {
  return id.length > INTEGRATION_ID_SHOWN ? `${id.slice(0, INTEGRATION_ID_SHOWN)}...` : id
}

/**
 * SPEC §2 Validated Integrations: the search filters by hostname and, for staff and admin only,
 * by owner e-mail (case-insensitive, anywhere in the text). A blank search keeps every row.
 */
export function filterIntegrations<T extends Pick<S['Integration'], 'hostname' | 'user_email'>>(rows: readonly T[], search: string, { byOwner }: { byOwner: boolean }): T[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return [...rows]
  return rows.filter((row) => row.hostname.toLowerCase().includes(needle) || (byOwner && row.user_email.toLowerCase().includes(needle)))
}

/** An API key as shown until revealed: only its last 4 characters. */
export function maskApiKey(key: string): string {
  return `${'•'.repeat(16)}${key.length > 8 ? key.slice(-4) : ''}`
}

/**
 * The review table's rows after a re-read of the pending list: the rows shown stay where they were, a
 * row decided here with its new status (so nothing moves under the reviewer's pointer), a row reviewed
 * by someone else leaves; new pending rows are added at the end (the list is oldest first).
 */
export function rowsInPlace<T extends { id: string }>(shown: readonly T[], fresh: readonly T[], reviewedHere: ReadonlyMap<string, T>): T[] {
  const freshById = new Map(fresh.map((row) => [row.id, row]))
  const kept = shown.flatMap((row) => {
    const next = reviewedHere.get(row.id) ?? freshById.get(row.id)
    return next ? [next] : []
  })
  const keptIds = new Set(kept.map((row) => row.id))
  return [...kept, ...fresh.filter((row) => !keptIds.has(row.id))]
}
