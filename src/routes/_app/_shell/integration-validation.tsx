import { createFileRoute } from '@tanstack/react-router'
import { pendingIntegrationsQuery } from '../../../api/integrations'
import { prefetch } from '../../-loaders/prefetch'
import { IntegrationValidationScreen } from '../../-integrations/IntegrationValidationScreen'

export const Route = createFileRoute('/_app/_shell/integration-validation')({
  loader: (args) => prefetch(args, pendingIntegrationsQuery()),
  component: IntegrationValidationScreen,
})
