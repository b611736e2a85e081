import { Button, HStack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { components } from '../../api/schema'
import { formatMoney } from '../../domain/money'
import { isCancellableTransfer, nextTransferStatuses } from '../../domain/transferStatus'
import { DataTable, dataColumns } from '../data/DataTable'
import { RelativeTime } from '../data/RelativeTime'
import { ClientName } from './ClientName'
import { TransferStatusBadge } from './TransferStatusBadge'
import { shortText, UserText } from './UserText'

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

const amountOf = (transfer: Transfer) => formatMoney(transfer.amount, transfer.currency)

/** What a row's buttons are called for assistive technology: which transfer they act on. */
export const transferName = (transfer: Transfer) => `${amountOf(transfer)} to ${shortText(transfer.destination)}`

/** The payouts of a wallet (or of every wallet, for staff): status, amount, destination, note, when, and the actions each may take. */
export function TransfersTable({ rows, loading, empty, showOwner = false, onCancel, onUpdateStatus }: TransfersTableProps) {
  const hasActions = Boolean(onCancel || onUpdateStatus)
  const columns = col.columns([
    ...(showOwner
      ? [
          col.accessor('wallet_owner', {
            header: 'Client',
            enableSorting: false,
            cell: (info) => <ClientName user={info.getValue()} />,
          }),
        ]
      : []),
    col.accessor('amount', { header: 'Amount', meta: { numeric: true }, cell: (info) => amountOf(info.row.original) }),
    col.accessor('status', { header: 'Status', cell: (info) => <TransferStatusBadge status={info.getValue()} /> }),
    col.accessor('destination', { header: 'Destination', cell: (info) => <UserText text={info.getValue()} /> }),
    col.accessor('note', { header: 'Note', cell: (info) => (info.getValue() ? <UserText text={info.getValue() ?? ''} maxW="12rem" /> : <Text as="span" color="fg.muted">—</Text>) }),
    col.accessor('created_at', { header: 'Created', cell: (info) => <RelativeTime value={info.getValue()} /> }),
    ...(hasActions
      ? [
          col.display({
            id: 'actions',
            meta: { action: true },
            header: 'Actions',
            cell: ({ row }) => {
              const transfer = row.original
              const cancellable = onCancel && isCancellableTransfer(transfer.status)
              const movable = onUpdateStatus && nextTransferStatuses(transfer.status).length > 0
              if (!cancellable && !movable) return null
              return (
                <HStack gap="2">
                  {cancellable && (
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={`Cancel transfer of ${transferName(transfer)}`} onClick={() => onCancel(transfer)}>
                      Cancel
                    </Button>
                  )}
                  {movable && (
                    <Button size="xs" variant="outline" aria-label={`Update status of transfer of ${transferName(transfer)}`} onClick={() => onUpdateStatus(transfer)}>
                      Update status
                    </Button>
                  )}
                </HStack>
              )
            },
          }),
        ]
      : []),
  ])
  return <DataTable caption="Transfers" columns={columns} rows={rows} loading={loading} empty={empty} getRowId={(row) => row.id} />
}
