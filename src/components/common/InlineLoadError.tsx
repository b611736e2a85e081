import { Alert, Button, Stack } from '@chakra-ui/react'

/** A failed read inside a page: the error in words (and, when known, what went wrong) and the way to try again. */
export function InlineLoadError({ message, detail, onRetry, retrying = false }: { message: string; detail?: string | null; onRetry: () => void; retrying?: boolean }) {
  return (
    <Stack py="10" align="center" gap="4">
      <Alert.Root status="error" maxW="md" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{message}</Alert.Title>
          {detail && <Alert.Description>{detail}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
      <Button colorPalette="brand" onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
    </Stack>
  )
}
