import { Alert, Box, CloseButton } from '@chakra-ui/react'

export const FILTERS_RESET_TEXT = 'This link had filters that could not be used; they were reset.'

/**
 * Says that the link opened held search params the list could not use (a hand-edited or mangled URL)
 * and that they fell back to their defaults. The status region stays in the page while hidden, so
 * that screen readers announce the notice when it appears.
 */
export function FiltersResetNotice({ shown, onDismiss }: { shown: boolean; onDismiss: () => void }) {
  return (
    // Out of the layout's flow (no gap) while empty.
    <Box role="status" position={shown ? 'relative' : 'absolute'}>
      {shown && (
        <Alert.Root status="info" size="sm" alignItems="center">
          <Alert.Indicator />
          <Alert.Description flex="1">{FILTERS_RESET_TEXT}</Alert.Description>
          <CloseButton size="xs" aria-label="Dismiss" onClick={onDismiss} />
        </Alert.Root>
      )}
    </Box>
  )
}
