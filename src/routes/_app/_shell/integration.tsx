import { createFileRoute } from '@tanstack/react-router'
import { IntegrationScreen } from '../../-integrations/IntegrationScreen'

export const Route = createFileRoute('/_app/_shell/integration')({
  component: IntegrationScreen,
})
