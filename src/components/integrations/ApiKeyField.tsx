import { Code, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { maskApiKey } from '../../domain/integration'
import { CopyButton } from '../common/CopyButton'
import { COPY_MESSAGES } from '../common/clipboard'
import { EyeIcon, EyeOffIcon } from '../common/icons'

/** The approved integration's API key: masked until revealed, with a copy button. */
export function ApiKeyField({ apiKey }: { apiKey: string }) {
  const [revealed, setRevealed] = useState(false)
  const labelId = useId()
  return (
    <Stack gap="1" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium">
        API key
      </Text>
      <HStack gap="1" align="center" minW="0">
        <Code variant="surface" size="md" wordBreak="break-all" data-testid="api-key">
          {revealed ? (
            apiKey
          ) : (
            <>
              <span aria-hidden="true">{maskApiKey(apiKey)}</span>
              <VisuallyHidden>Hidden, ending in {apiKey.slice(-4)}</VisuallyHidden>
            </>
          )}
        </Code>
        <IconButton aria-label={revealed ? 'Hide API key' : 'Show API key'} aria-pressed={revealed} variant="ghost" size="sm" onClick={() => setRevealed(!revealed)}>
          {revealed ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
        <CopyButton text={apiKey} label="Copy API key" messages={COPY_MESSAGES.apiKey} size="sm" />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Keep it secret: it belongs in your shop's server settings, never in a page's JavaScript.
      </Text>
    </Stack>
  )
}
