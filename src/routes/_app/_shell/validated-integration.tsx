import { createFileRoute } from '@tanstack/react-router'
import { validIntegrationsQuery } from '../../../api/integrations'
import { prefetch } from '../../-loaders/prefetch'
import { definedOnly } from '../../../domain/listSearch'
import { validatedIntegrationsSearch } from '../../-integrations/validatedIntegrationsSearch'
import { ValidatedIntegrationsScreen } from '../../-integrations/ValidatedIntegrationsScreen'

export const Route = createFileRoute('/_app/_shell/validated-integration')({
  validateSearch: validatedIntegrationsSearch,
  loader: (args) => prefetch(args, validIntegrationsQuery()),
  component: ValidatedIntegrations,
})

function ValidatedIntegrations() {
  const { search = '' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ValidatedIntegrationsScreen search={search} onSearch={(value) => void navigate({ search: definedOnly({ search: value || undefined }), replace: true })} />
}
