import { Heading, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { transfersQuery, type Transfer } from '../../api/transfers'
import type { TransferStatus } from '../../domain/transferStatus'
import { EmptyState } from '../../components/data/EmptyState'
import { activeFilterChips, ListToolbar } from '../../components/data/ListToolbar'
import { Pager } from '../../components/data/Pager'
import { useQueryRead } from '../../components/data/readState'
import { ReadView } from '../../components/data/ReadView'
import { TransferFilters } from '../../components/transfers/TransferFilters'
import { TransfersTable } from '../../components/transfers/TransfersTable'
import { transferListQuery } from './transferSearch'
import { useTransfersWords } from '../../components/transfers/transfersWords'

export const TRANSFERS_LOAD_ERROR = 'Failed to load transfers'

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
  const { t, text, status: word } = useTransfersWords()
  return (
    <Stack as="section" aria-labelledby="transfers-heading" gap="4">
      <Stack gap="0">
        <Heading as="h2" size="lg" id="transfers-heading">
          {title}
        </Heading>
        {pagination && (
          <Text fontSize="sm" color="fg.muted">
            {t('transferCount', { count: pagination.total_items })}
          </Text>
        )}
      </Stack>
      <ListToolbar
        filters={{
          active: activeFilterChips([['status', t('status'), status && word(status)]], () => onStatus(undefined)),
          onClearAll: () => onStatus(undefined),
          panel: <TransferFilters status={status} onApply={onStatus} />,
        }}
      />
      <ReadView read={transfers} failedMessage={text(TRANSFERS_LOAD_ERROR)}>
        <TransfersTable
          rows={transfers.data?.results}
          loading={transfers.loading}
          showOwner={showOwner}
          onCancel={onCancel}
          onUpdateStatus={onUpdateStatus}
          empty={status ? <EmptyState title={t('noTransfersFound')} hint={t('noTransfersWithStatus')} /> : <EmptyState title={emptyTitle} hint={emptyHint} />}
        />
        {pagination && <Pager page={pagination.current_page} totalPages={pagination.total_pages} onPage={onPage} />}
      </ReadView>
    </Stack>
  )
}
