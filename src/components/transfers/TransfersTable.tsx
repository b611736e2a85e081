import { Button, HStack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { components } from '../../api/schema'
import { isCancellableTransfer, nextTransferStatuses } from '../../domain/transferStatus'
import { DataTable, dataColumns } from '../data/DataTable'
import { RelativeTime } from '../data/RelativeTime'
import { ClientName } from './ClientName'
import { TransferStatusBadge } from './TransferStatusBadge'
import { shortText, UserText } from '../common/UserText'
import { useTransfersWords } from './transfersWords'

type Transfer = components['schemas']['Transfer']

export interface TransfersTableProps {
  rows: Transfer[] | undefined
  loading: boolean
  empty: ReactNode
  /** Staff see whose wallet each transfer comes from. */
  showOwner?: boolean
  /** Offered on PENDING transfers. */
  onCancel?: (transfer: Transfer) => void
  /** Offered on transfers that may still move on (PENDING, PROCESSING). */
  onUpdateStatus?: (transfer: Transfer) => void
}

const col = dataColumns<Transfer>()


/** The payouts of a wallet (or of every wallet, for staff): status, amount, destination, note, when, and the actions each may take. */
export function TransfersTable({ rows, loading, empty, showOwner = false, onCancel, onUpdateStatus }: TransfersTableProps) {
  const { t, money, moneyInText } = useTransfersWords()
  const hasActions = Boolean(onCancel || onUpdateStatus)
  // What a row's buttons are called for assistive technology: which transfer they act on.
  const transferName = (transfer: Transfer) => t('transferName', { amount: moneyInText(transfer.amount, transfer.currency), destination: shortText(transfer.destination) })
  const columns = col.columns([
    ...(showOwner
      ? [
          col.accessor('wallet_owner', {
            header: t('client'),
            enableSorting: false,
            cell: (info) => <ClientName user={info.getValue()} />,
          }),
        ]
      : []),
    col.accessor('amount', { header: t('amount'), meta: { numeric: true }, cell: (info) => <bdi dir="ltr">{money(info.row.original.amount, info.row.original.currency)}</bdi> }),
    col.accessor('status', { header: t('status'), cell: (info) => <TransferStatusBadge status={info.getValue()} /> }),
    col.accessor('destination', { header: t('destination'), cell: (info) => <UserText text={info.getValue()} dir="ltr" cut="14rem" /> }),
    col.accessor('note', { header: t('note'), cell: (info) => (info.getValue() ? <UserText text={info.getValue() ?? ''} cut="12rem" /> : <Text as="span" color="fg.muted">—</Text>) }),
    col.accessor('created_at', { header: t('created'), cell: (info) => <RelativeTime value={info.getValue()} /> }),
    ...(hasActions
      ? [
          col.display({
            id: 'actions',
            meta: { action: true },
            header: t('actions'),
            cell: ({ row }) => {
              const transfer = row.original
              const cancellable = onCancel && isCancellableTransfer(transfer.status)
              const movable = onUpdateStatus && nextTransferStatuses(transfer.status).length > 0
              if (!cancellable && !movable) return null
              return (
                <HStack gap="2">
                  {cancellable && (
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={t('cancelTransferOf', { transfer: transferName(transfer) })} onClick={() => onCancel(transfer)}>
                      {t('cancel')}
                    </Button>
                  )}
                  {movable && (
                    <Button size="xs" variant="outline" aria-label={t('updateStatusOf', { transfer: transferName(transfer) })} onClick={() => onUpdateStatus(transfer)}>
                      {t('updateStatus')}
                    </Button>
                  )}
                </HStack>
              )
            },
          }),
        ]
      : []),
  ])
  return <DataTable sortOnPhone caption={t('transfersCaption')} columns={columns} rows={rows} loading={loading} empty={empty} getRowId={(row) => row.id} />
}
