import { Alert, Button, Stack } from '@chakra-ui/react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

/** A failed read inside a page: the error in words (and, when known, what went wrong) and the way to try again. */
export function InlineLoadError({ message, detail, onRetry, retrying = false }: { message: string; detail?: string | null; onRetry: () => void; retrying?: boolean }) {
  const { t, text } = useMessages(commonMessages)
  return (
    <Stack py="10" align="center" gap="4">
      <Alert.Root status="error" maxW="md" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{text(message)}</Alert.Title>
          {detail && <Alert.Description>{text(detail)}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
      <Button colorPalette="brand" onClick={onRetry} loading={retrying}>
        {t('tryAgain')}
      </Button>
    </Stack>
  )
}
