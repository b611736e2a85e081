import { useLocation, useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { FiltersReset } from '../../domain/listSearch'

/**
 * A list's schema raises `filtersReset` when the URL held values it could not use (they already fell
 * back to their defaults). Remembers that for the page on screen, for the notice, and takes the
 * flag out of the URL (replacing the entry: Back does not return to the bad link).
 */
export function useFiltersReset(): { shown: boolean; dismiss: () => void } {
  const flagged = useSearch({ strict: false, select: (search: FiltersReset) => search.filtersReset === true })
  const pathname = useLocation({ select: (location) => location.pathname })
  const navigate = useNavigate()
  const [resetOn, setResetOn] = useState<string | null>(null)
  if (flagged && resetOn !== pathname) setResetOn(pathname)
  useEffect(() => {
    if (flagged) void navigate({ to: '.', search: (previous: FiltersReset) => ({ ...previous, filtersReset: undefined }), replace: true, resetScroll: false })
  }, [flagged, navigate])
  return { shown: resetOn === pathname, dismiss: () => setResetOn(null) }
}
