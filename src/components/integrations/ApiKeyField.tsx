import { Code, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { maskApiKey } from '../../domain/integration'
import { CopyButton } from '../common/CopyButton'
import { COPY_MESSAGES } from '../common/clipboard'
import { EyeIcon, EyeOffIcon } from '../common/icons'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages } from '../../i18n/messages/integrations.en'

/** The approved integration's API key: masked until revealed, with a copy button. */
export function ApiKeyField({ apiKey }: { apiKey: string }) {
  const [revealed, setRevealed] = useState(false)
  const labelId = useId()
  const { t } = useMessages(integrationsMessages)
  return (
    <Stack gap="1" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium">
        {t('apiKey')}
      </Text>
      <HStack gap="1" align="center" minW="0">
        <Code variant="surface" size="md" wordBreak="break-all" data-testid="api-key" dir="ltr">
          {revealed ? (
            apiKey
          ) : (
            <>
              <span aria-hidden="true">{maskApiKey(apiKey)}</span>
              <VisuallyHidden>{t('apiKeyHidden', { last: apiKey.slice(-4) })}</VisuallyHidden>
            </>
          )}
        </Code>
        <IconButton aria-label={revealed ? t('hideApiKey') : t('showApiKey')} aria-pressed={revealed} variant="ghost" size="sm" onClick={() => setRevealed(!revealed)}>
          {revealed ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
        <CopyButton text={apiKey} label={t('copyApiKey')} messages={COPY_MESSAGES.apiKey} size="sm" />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('apiKeySecret')}
      </Text>
    </Stack>
  )
}
