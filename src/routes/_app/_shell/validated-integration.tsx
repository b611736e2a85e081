import { createFileRoute } from '@tanstack/react-router'
import { definedOnly, searchString } from '../../../domain/listSearch'
import { ValidatedIntegrationsScreen } from '../../-integrations/ValidatedIntegrationsScreen'

/** The search lives in the URL, so a filtered list survives a reload and can be shared. */
interface ValidatedSearch {
  search?: string
}

export const Route = createFileRoute('/_app/_shell/validated-integration')({
  validateSearch: (search: Record<string, unknown>): ValidatedSearch => definedOnly({ search: searchString(search.search) }),
  component: ValidatedIntegrations,
})

function ValidatedIntegrations() {
  const { search = '' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ValidatedIntegrationsScreen search={search} onSearch={(value) => void navigate({ search: definedOnly({ search: value || undefined }), replace: true })} />
}
