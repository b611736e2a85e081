import { createFileRoute } from '@tanstack/react-router'
import { myIntegrationQuery } from '../../../api/integrations'
import { prefetch } from '../../-loaders/prefetch'
import { IntegrationScreen } from '../../-integrations/IntegrationScreen'

export const Route = createFileRoute('/_app/_shell/integration')({
  loader: (args) => prefetch(args, myIntegrationQuery()),
  component: IntegrationScreen,
})
