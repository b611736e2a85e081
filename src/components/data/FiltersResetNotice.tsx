import { Alert, Box, CloseButton } from '@chakra-ui/react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

/**
 * Says that the link opened held search params the list could not use (a hand-edited or mangled URL)
 * and that they fell back to their defaults. The status region stays in the page while hidden, so
 * that screen readers announce the notice when it appears.
 */
export function FiltersResetNotice({ shown, onDismiss }: { shown: boolean; onDismiss: () => void }) {
  const { t } = useMessages(commonMessages)
  return (
    // Out of the layout's flow (no gap) while empty.
    <Box role="status" position={shown ? 'relative' : 'absolute'}>
      {shown && (
        <Alert.Root status="info" size="sm" alignItems="center">
          <Alert.Indicator />
          <Alert.Description flex="1">{t('filtersReset')}</Alert.Description>
          <CloseButton size="xs" aria-label={t('dismiss')} onClick={onDismiss} />
        </Alert.Root>
      )}
    </Box>
  )
}
