import { RetryPanel } from './CenteredPanel'

/** The last line of defence: an unexpected error shows this instead of a blank page. */
export function ErrorScreen({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const detail = error instanceof Error && error.message ? error.message : undefined
  return (
    <RetryPanel title="Something went wrong" hint={detail ?? 'An unexpected error occurred. Please try again.'} onRetry={() => (onRetry ? onRetry() : window.location.reload())} />
  )
}
