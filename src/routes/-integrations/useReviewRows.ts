import { useCallback, useState } from 'react'
import type { components } from '../../api/schema'
import { rowsInPlace } from '../../domain/integration'

type Integration = components['schemas']['Integration']

/**
 * The review table's rows: the pending list as read, with the rows decided on this screen kept in
 * place under their new status until the reviewer leaves the page. `onReviewed` records a decision.
 */
export function useReviewRows(pending: Integration[] | undefined): { rows: Integration[] | undefined; onReviewed: (integration: Integration) => void } {
  const [reviewed, setReviewed] = useState<ReadonlyMap<string, Integration>>(() => new Map())
  const onReviewed = useCallback((integration: Integration) => setReviewed((previous) => new Map(previous).set(integration.id, integration)), [])
  // Derived from the previous render's rows (React's "storing information from previous renders").
  const [shown, setShown] = useState<{ pending: Integration[] | undefined; reviewed: ReadonlyMap<string, Integration>; rows: Integration[] | undefined }>({ pending: undefined, reviewed, rows: undefined })
  if (shown.pending !== pending || shown.reviewed !== reviewed) {
    const rows = pending ? rowsInPlace(shown.rows ?? [], pending, reviewed) : shown.rows
    setShown({ pending, reviewed, rows })
    return { rows, onReviewed }
  }
  return { rows: shown.rows, onReviewed }
}
