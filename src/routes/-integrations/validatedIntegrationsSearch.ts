/** /validated-integration's search param: the search lives in the URL, so a filtered list survives a reload and can be shared. */
import { listSearchSchema, searchFields } from '../../domain/listSearch'

export interface ValidatedIntegrationsSearch {
  search?: string
}

export const validatedIntegrationsSearch = listSearchSchema<ValidatedIntegrationsSearch>({ search: searchFields.text() })
