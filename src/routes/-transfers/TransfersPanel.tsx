import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { transfersQuery, type Transfer } from '../../api/transfers'
import { TRANSFER_STATUSES, transferStatusLabel, type TransferStatus } from '../../domain/transferStatus'
import { SelectField, selectOptions } from '../../components/common/SelectField'
import { EmptyState } from '../../components/data/EmptyState'
import { Pager } from '../../components/data/Pager'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { TransfersTable } from '../../components/transfers/TransfersTable'
import { transferListQuery } from './transferSearch'

export const TRANSFERS_LOAD_ERROR = 'Failed to load transfers'
const STATUS_OPTIONS = selectOptions(TRANSFER_STATUSES, transferStatusLabel)

export interface TransfersPanelProps {
  title: string
  /** Only this wallet's transfers (staff); a client's list is their own wallet's anyway. */
  walletId?: string
  page: number
  status: TransferStatus | undefined
  onPage: (page: number) => void
  onStatus: (status: TransferStatus | undefined) => void
  /** What an empty, unfiltered list says. */
  emptyTitle: string
  emptyHint: string
  showOwner?: boolean
  onCancel?: (transfer: Transfer) => void
  onUpdateStatus?: (transfer: Transfer) => void
}

/** A page of transfers from the generic API with its status filter, pager, empty and error states. */
export function TransfersPanel({ title, walletId, page, status, onPage, onStatus, emptyTitle, emptyHint, showOwner, onCancel, onUpdateStatus }: TransfersPanelProps) {
  const transfers = useQueryRead(useQuery(transfersQuery(transferListQuery({ page, walletId, status }))))
  const pagination = transfers.data?.pagination
  return (
    <Stack as="section" aria-labelledby="transfers-heading" gap="4">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h2" size="lg" id="transfers-heading">
            {title}
          </Heading>
          {pagination && (
            <Text fontSize="sm" color="fg.muted">
              {`${pagination.total_items} ${pagination.total_items === 1 ? 'transfer' : 'transfers'}`}
            </Text>
          )}
        </Stack>
        <Box w="full" maxW={{ base: 'full', sm: '14rem' }}>
          <SelectField label="Status" size="sm" allLabel="All statuses" value={status} options={STATUS_OPTIONS} onChange={onStatus} />
        </Box>
      </HStack>
      <ReadView read={transfers} failedMessage={TRANSFERS_LOAD_ERROR}>
        <TransfersTable
          rows={transfers.data?.results}
          loading={transfers.loading}
          showOwner={showOwner}
          onCancel={onCancel}
          onUpdateStatus={onUpdateStatus}
          empty={status ? <EmptyState title="No transfers found" hint="No transfer has this status. Try another one." /> : <EmptyState title={emptyTitle} hint={emptyHint} />}
        />
        {pagination && <Pager page={pagination.current_page} totalPages={pagination.total_pages} onPage={onPage} />}
      </ReadView>
    </Stack>
  )
}
