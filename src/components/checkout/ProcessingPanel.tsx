import { Heading, Progress, Spinner, Stack, Text } from '@chakra-ui/react'
import { CheckoutCard } from './CheckoutFrame'

/** Creating/processing (SPEC §2 checkout step 5): a spinner with the task's percent progress when known. */
export function ProcessingPanel({ progress }: { progress: number | null }) {
  return (
    <CheckoutCard labelledBy="processing-title">
      <Stack gap="4" align="center" textAlign="center" py="6" minH="48" justify="center">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Heading as="h1" id="processing-title" size="md">
          Processing...
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Setting up your payment. Please don&apos;t leave this page.
        </Text>
        <Progress.Root value={progress ?? null} width="full" maxW="xs" colorPalette="brand" size="sm" visibility={progress === null ? 'hidden' : 'visible'} aria-label="Payment setup progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText mt="1" fontSize="xs" color="fg.muted">
            {progress === null ? '' : `${Math.round(progress)}%`}
          </Progress.ValueText>
        </Progress.Root>
      </Stack>
    </CheckoutCard>
  )
}
