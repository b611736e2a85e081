import { Box, Button, HStack } from '@chakra-ui/react'
import { useMemo, type ReactNode } from 'react'
import { DataTable, dataColumns } from '../data/DataTable'
import { RelativeTime } from '../data/RelativeTime'
import { CopyButton } from '../common/CopyButton'
import { COPY_MESSAGES, copyWithToast } from '../common/clipboard'
import { notify } from '../common/toaster'
import { formatMoney } from '../../domain/money'
import { LIST_URL_CHARS, truncateText, type PaymentLink } from '../../domain/paymentLink'
import { LinkStatusBadge, PaymentMethodBadges } from './PaymentLinkBadges'
import { OpenCheckoutLink } from './OpenCheckoutLink'

const copyLink = (url: string) => void copyWithToast(url, COPY_MESSAGES.link, notify)

function columns(onDetails: (link: PaymentLink) => void) {
  const col = dataColumns<PaymentLink>()
  return col.columns([
    col.accessor('url', {
      header: 'Payment Link',
      cell: ({ getValue }) => (
        <Button variant="plain" size="sm" px="0" fontFamily="mono" title={getValue()} onClick={() => copyLink(getValue())}>
          {`${truncateText(getValue(), LIST_URL_CHARS)} `}
          <Box as="span" srOnly>
            (copy)
          </Box>
        </Button>
      ),
    }),
    col.accessor('name', { header: 'Name', cell: ({ getValue }) => <Box maxW="xs" truncate title={getValue()}>{getValue()}</Box> }),
    col.accessor('amount', { header: 'Amount', meta: { numeric: true }, cell: ({ row }) => formatMoney(row.original.amount, row.original.currency) }),
    col.accessor('payment_method', { header: 'Payment Method', cell: ({ getValue }) => <PaymentMethodBadges methods={getValue()} /> }),
    col.accessor('is_expired', { header: 'Status', cell: ({ row }) => <LinkStatusBadge link={row.original} /> }),
    col.accessor('updated_at', { header: 'Updated At', cell: ({ getValue }) => <RelativeTime value={getValue()} /> }),
    col.display({
      id: 'actions',
      meta: { action: true },
      header: 'Actions',
      cell: ({ row }) => (
        <HStack gap="1">
          <Button size="xs" variant="outline" aria-label={`Details: ${row.original.name}`} onClick={() => onDetails(row.original)}>
            Details
          </Button>
          <CopyButton text={row.original.url} label={`Copy link: ${row.original.name}`} messages={COPY_MESSAGES.link} />
          <OpenCheckoutLink url={row.original.url} name={row.original.name} />
        </HStack>
      ),
    }),
  ])
}

export interface PaymentLinksTableProps {
  links: PaymentLink[] | undefined
  loading: boolean
  empty: ReactNode
  onDetails: (link: PaymentLink) => void
}

/** SPEC §2 list: Payment Link (click to copy), Name, Amount, Payment Method, Status, Updated At, Actions. */
export function PaymentLinksTable({ links, loading, empty, onDetails }: PaymentLinksTableProps) {
  const linkColumns = useMemo(() => columns(onDetails), [onDetails])
  return <DataTable caption="Payment links" columns={linkColumns} rows={links} loading={loading} skeletonRows={6} empty={empty} getRowId={(link) => link.id} />
}
