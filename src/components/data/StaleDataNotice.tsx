import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { localClockTime } from '../../domain/relativeTime'
import { AlertIcon } from '../common/icons'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { interpolateParts } from '../../i18n/format'

/** A background refresh failed: the data on screen stays, quietly dated, with a way to try again. */
export function StaleDataNotice({ since, retrying, onRetry }: { since: number; retrying: boolean; onRetry: () => void }) {
  const { t, raw, dates } = useMessages(commonMessages)
  const time = (
    <time key="time" dateTime={new Date(since).toISOString()}>
      {localClockTime(since, undefined, dates)}
    </time>
  )
  return (
    <HStack role="status" gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
      <Box as="span" color="fg.warning" display="inline-flex">
        <AlertIcon />
      </Box>
      <Text>
        {interpolateParts(raw('staleData'), { time })}
      </Text>
      {/* The separator and Retry wrap together; on a phone, where they go to a line of their own, Retry stands alone. */}
      <HStack gap="2">
        <Text as="span" aria-hidden="true" display={{ base: 'none', sm: 'inline' }}>
          ·
        </Text>
        <Button variant="plain" size="sm" px="0" h="auto" minW="0" color="fg" textDecoration="underline" loading={retrying} loadingText={t('retrying')} onClick={onRetry}>
          {t('retry')}
        </Button>
      </HStack>
    </HStack>
  )
}
