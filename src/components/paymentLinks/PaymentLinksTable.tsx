import { Box, Button, HStack } from '@chakra-ui/react'
import { useMemo, type ReactNode } from 'react'
import { DataTable, dataColumns } from '../data/DataTable'
import { RelativeTime } from '../data/RelativeTime'
import { CopyButton } from '../common/CopyButton'
import { COPY_MESSAGES, copyWithToast } from '../common/clipboard'
import { notify } from '../common/toaster'
import { formatMoney } from '../../domain/money'
import { LIST_URL_CHARS, truncateText, type PaymentLink } from '../../domain/paymentLink'
import { useMessages } from '../../i18n/appLocale'
import type { Translator } from '../../i18n/translator'
import { paymentLinksMessages, type PaymentLinksMessages } from '../../i18n/messages/paymentLinks.en'
import { LinkStatusBadge, PaymentMethodBadges } from './PaymentLinkBadges'
import { OpenCheckoutLink } from './OpenCheckoutLink'

const copyLink = (url: string) => void copyWithToast(url, COPY_MESSAGES.link, notify)

function columns(onDetails: (link: PaymentLink) => void, { t, intl }: Translator<keyof PaymentLinksMessages>) {
  const col = dataColumns<PaymentLink>()
  return col.columns([
    col.accessor('url', {
      header: t('paymentLink'),
      cell: ({ getValue }) => (
        <Button variant="plain" size="sm" px="0" fontFamily="mono" title={getValue()} onClick={() => copyLink(getValue())}>
          <bdi dir="ltr">{truncateText(getValue(), LIST_URL_CHARS)}</bdi>{' '}
          <Box as="span" srOnly>
            {t('copyHint')}
          </Box>
        </Button>
      ),
    }),
    col.accessor('name', { header: t('name'), cell: ({ getValue }) => <Box maxW="xs" truncate title={getValue()}>{getValue()}</Box> }),
    col.accessor('amount', {
      header: t('amount'),
      meta: { numeric: true },
      cell: ({ row }) => <bdi dir="ltr">{formatMoney(row.original.amount, row.original.currency, 2, intl)}</bdi>,
    }),
    col.accessor('payment_method', { header: t('paymentMethod'), cell: ({ getValue }) => <PaymentMethodBadges methods={getValue()} /> }),
    col.accessor('is_expired', { header: t('status'), cell: ({ row }) => <LinkStatusBadge link={row.original} /> }),
    col.accessor('updated_at', { header: t('updatedAt'), cell: ({ getValue }) => <RelativeTime value={getValue()} /> }),
    col.display({
      id: 'actions',
      meta: { action: true },
      header: t('actions'),
      cell: ({ row }) => (
        <HStack gap="1">
          <Button size="xs" variant="outline" aria-label={t('detailsOf', { name: row.original.name })} onClick={() => onDetails(row.original)}>
            {t('details')}
          </Button>
          <CopyButton text={row.original.url} label={t('copyLinkOf', { name: row.original.name })} messages={COPY_MESSAGES.link} />
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
  const words = useMessages(paymentLinksMessages)
  const linkColumns = useMemo(() => columns(onDetails, words), [onDetails, words])
  return <DataTable sortOnPhone caption={words.t('caption')} columns={linkColumns} rows={links} loading={loading} skeletonRows={6} empty={empty} getRowId={(link) => link.id} />
}
