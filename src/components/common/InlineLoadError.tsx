import { Alert, Button, Stack } from '@chakra-ui/react'

/** A failed read inside a page: the error in words and the way to try again. */
export function InlineLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack py="10" align="center" gap="4">
      <Alert.Root status="error" maxW="md">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Button onClick={onRetry}>Try Again</Button>
    </Stack>
  )
}
