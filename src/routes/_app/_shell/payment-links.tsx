import { createFileRoute } from '@tanstack/react-router'
import { paymentLinksQuery } from '../../../api/paymentLinks'
import { paymentLinksListQuery } from '../../../domain/paymentLinksFilters'
import { prefetch } from '../../-loaders/prefetch'
import { paymentLinksSearch, type PaymentLinksSearch } from '../../../domain/paymentLinksSearch'
import { PaymentLinksScreen } from '../../-paymentLinks/PaymentLinksScreen'

/** The client's payment links (SPEC §2): search and filters live in the URL, so a filtered list survives a reload and can be shared. */
export const Route = createFileRoute('/_app/_shell/payment-links')({
  validateSearch: paymentLinksSearch,
  loaderDeps: ({ search }) => paymentLinksListQuery(search),
  // And the unfiltered list, the counter's total ("3 of 20"); the same read when nothing narrows the list.
  loader: ({ deps, ...args }) => prefetch(args, paymentLinksQuery(deps), paymentLinksQuery(paymentLinksListQuery({}))),
  component: PaymentLinksRoute,
})

function PaymentLinksRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Typing replaces the entry; applying or clearing filters is a step the Back button undoes.
  const onSearch = (next: PaymentLinksSearch, replace = false) => void navigate({ search: next, replace })
  return <PaymentLinksScreen search={search} onSearch={onSearch} />
}
