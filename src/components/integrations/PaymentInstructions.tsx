import { Card, Heading, List, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { LtrCopyableText } from './LtrCopyableText'
import { COPY_MESSAGES } from '../common/clipboard'
import { interpolateParts } from '../../i18n/format'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages } from '../../i18n/messages/integrations.en'

function Step({ children }: { children: ReactNode }) {
  return <List.Item>{children}</List.Item>
}

/** How to take payments on the integrated site (WooCommerce): where the API base and the key go, and where the customer comes back. */
export function PaymentInstructions({ apiBase, returnUrl }: { apiBase: string; returnUrl: string }) {
  const { t, raw } = useMessages(integrationsMessages)
  return (
    <Card.Root as="section" aria-labelledby="payment-instructions">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="lg" id="payment-instructions">
            {t('instructionsTitle')}
          </Heading>
          <Text color="fg.muted">{t('instructionsIntro')}</Text>
          <List.Root as="ol" gap="3" ps="5">
            <Step>{interpolateParts(raw('stepApiBase'), { url: <LtrCopyableText key="url" text={apiBase} label={t('copyApiBase')} messages={COPY_MESSAGES.apiBase} /> })}</Step>
            <Step>{t('stepApiKey')}</Step>
            <Step>{interpolateParts(raw('stepReturnUrl'), { url: <LtrCopyableText key="url" text={returnUrl} label={t('copyReturnUrl')} messages={COPY_MESSAGES.returnUrl} /> })}</Step>
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
