import { Card, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages } from '../../i18n/messages/integrations.en'

/** Before the first integration: what integrating means, and the form. */
export function NewIntegrationCard({ children }: { children: ReactNode }) {
  const { t } = useMessages(integrationsMessages)
  return (
    <Card.Root as="section" aria-labelledby="new-integration">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg" id="new-integration">
            {t('newTitle')}
          </Heading>
          <Text>{t('newIntro')}</Text>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
