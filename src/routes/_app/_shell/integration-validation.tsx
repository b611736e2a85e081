import { createFileRoute } from '@tanstack/react-router'
import { IntegrationValidationScreen } from '../../-integrations/IntegrationValidationScreen'

export const Route = createFileRoute('/_app/_shell/integration-validation')({
  component: IntegrationValidationScreen,
})
