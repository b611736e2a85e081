import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { components } from '../../api/schema'
import { RelativeTime } from '../data/RelativeTime'
import { reviewStatusOf, type ReviewStatus } from '../../domain/integration'
import { ApiKeyField } from './ApiKeyField'
import { IntegrationStatusBadge } from './IntegrationStatusBadge'
import { UserText } from '../common/UserText'
import { interpolateParts } from '../../i18n/format'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages, type IntegrationsKey } from '../../i18n/messages/integrations.en'

type ClientIntegration = components['schemas']['ClientIntegration']

const EXPLANATION = { pending: 'explanationPending', approved: 'explanationApproved', rejected: 'explanationRejected' } as const satisfies Record<ReviewStatus, IntegrationsKey>

/** The merchant's integrated website and its review state (SPEC §2's badge words), with the API key once approved or the reviewer's reason once rejected. */
export function MyIntegrationPanel({ integration, children }: { integration: ClientIntegration; children?: ReactNode }) {
  const { t, raw } = useMessages(integrationsMessages)
  const status = reviewStatusOf(integration)
  return (
    <Card.Root as="section" aria-label={t('yourWebsite')}>
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Stack gap="0" minW="0">
              <Text fontSize="sm" color="fg.muted">
                {t('website')}
              </Text>
              <Text as="div" fontWeight="semibold" fontSize="lg" minW="0">
                <UserText text={integration.hostname} cut="full" />
              </Text>
            </Stack>
            <IntegrationStatusBadge status={status} />
          </HStack>
          <Text>{t(EXPLANATION[status])}</Text>
          {status === 'rejected' && integration.rejection_reason && (
            <Box as="figure" borderStartWidth="3px" borderColor="red.solid" ps="3" m="0">
              <Text as="figcaption" fontSize="sm" color="fg.muted">
                {t('reasonGiven')}
              </Text>
              <Text as="blockquote" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="rejection-reason">
                <bdi>{integration.rejection_reason}</bdi>
              </Text>
            </Box>
          )}
          <Text fontSize="sm" color="fg.muted">
            {interpolateParts(raw('submitted'), { time: <RelativeTime key="time" value={integration.created_at} /> })}
          </Text>
          {status === 'approved' && integration.api_key && <ApiKeyField apiKey={integration.api_key} />}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
