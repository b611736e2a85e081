import { Button } from '@chakra-ui/react'
import { CenteredPanel } from './CenteredPanel'

/** The last line of defence: an unexpected error shows this instead of a blank page. */
export function ErrorScreen({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const detail = error instanceof Error && error.message ? error.message : undefined
  return (
    <CenteredPanel title="Something went wrong" hint={detail ?? 'An unexpected error occurred. Please try again.'}>
      <Button colorPalette="brand" size="lg" onClick={() => (onRetry ? onRetry() : window.location.reload())}>
        Try Again
      </Button>
    </CenteredPanel>
  )
}
