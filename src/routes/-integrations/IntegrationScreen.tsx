import { Skeleton, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { components } from '../../api/schema'
import { apiBase } from '../../api/client'
import { myIntegrationQuery } from '../../api/integrations'
import { PageHeader } from '../../components/common/PageHeader'
import { InlineLoadError } from '../../components/common/InlineLoadError'
import { MyIntegrationPanel } from '../../components/integrations/MyIntegrationPanel'
import { NewIntegrationCard } from '../../components/integrations/NewIntegrationCard'
import { PaymentInstructions } from '../../components/integrations/PaymentInstructions'
import { reviewStatusOf } from '../../domain/integration'
import { WebsiteSubmission } from './WebsiteSubmission'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages } from '../../i18n/messages/integrations.en'

/** Where the WooCommerce flow brings the customer back (SPEC §2 /process-payment/wc). */
const returnUrl = () => `${window.location.origin}/process-payment/wc`

function IntegrationState({ envelope }: { envelope: components['schemas']['MyIntegrationEnvelope'] }) {
  const integration = envelope.data
  if (!integration) {
    return (
      <NewIntegrationCard>
        <WebsiteSubmission initialWebsite="" />
      </NewIntegrationCard>
    )
  }
  switch (reviewStatusOf(integration)) {
    case 'pending':
      return <MyIntegrationPanel integration={integration} />
    case 'approved':
      return (
        <>
          <MyIntegrationPanel integration={integration} />
          <PaymentInstructions apiBase={apiBase} returnUrl={returnUrl()} />
        </>
      )
    case 'rejected':
      // A rejected website can be submitted again: the form starts from the refused hostname.
      return (
        <MyIntegrationPanel integration={integration}>
          <WebsiteSubmission key={integration.id} initialWebsite={integration.hostname} />
        </MyIntegrationPanel>
      )
  }
}

/** /integration (client): integrate one website, follow its review, then take payments with its API key. */
export function IntegrationScreen() {
  const { t, text } = useMessages(integrationsMessages)
  const mine = useQuery(myIntegrationQuery())
  return (
    <Stack gap="6">
      <PageHeader title={t('integrationTitle')} subtitle={t('integrationSubtitle')} />
      {mine.data ? (
        <IntegrationState envelope={mine.data} />
      ) : mine.isError ? (
        <InlineLoadError message={text(mine.error.message)} onRetry={() => void mine.refetch()} />
      ) : (
        <Skeleton height="40" rounded="md" />
      )}
    </Stack>
  )
}
