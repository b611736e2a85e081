import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

/** A full-height centred message with a title, a hint and its actions: empty, error and not-found screens share it. */
export function CenteredPanel({ icon, title, hint, children }: { icon?: ReactNode; title: string; hint?: ReactNode; children?: ReactNode }) {
  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" px="6" py="12">
      <Stack gap="4" maxW="md" textAlign="center" alignItems="center">
        {icon}
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {hint && <Text color="fg.muted">{hint}</Text>}
        {children && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2" width={{ base: 'full', sm: 'auto' }}>
            {children}
          </Stack>
        )}
      </Stack>
    </Box>
  )
}

/** A centred error with one Try Again button. */
export function RetryPanel({ title, hint, onRetry }: { title: string; hint: ReactNode; onRetry: () => void }) {
  const { t } = useMessages(commonMessages)
  return (
    <CenteredPanel title={title} hint={hint}>
      <Button colorPalette="brand" size="lg" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </CenteredPanel>
  )
}
