import type { ReactNode } from 'react'
import type { components } from '../../api/schema'
import { DataTable, dataColumns, type DataColumn } from '../data/DataTable'
import { StatusBadge } from '../data/StatusBadge'
import { IntegrationIdCell } from './IntegrationIdCell'
import { UserText } from '../common/UserText'
import { VisitLink } from './WebsiteLink'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages } from '../../i18n/messages/integrations.en'

type Integration = components['schemas']['Integration']

export interface ValidatedIntegrationsTableProps {
  rows: Integration[] | undefined
  loading: boolean
  /** SPEC §6: the Owner Email column is for admin and staff only. */
  showOwners: boolean
  /** "No integrations found" or "No integrations yet", chosen by the screen. */
  empty: ReactNode
}

const col = dataColumns<Integration>()

/** SPEC §2 Validated Integrations: Website, Owner Email (admin or staff), Status (Valid), Integration ID, Visit. */
export function ValidatedIntegrationsTable({ rows, loading, showOwners, empty }: ValidatedIntegrationsTableProps) {
  const { t } = useMessages(integrationsMessages)
  const columns: DataColumn<Integration>[] = col.columns([
    col.accessor('hostname', { header: t('website'), cell: (cell) => <UserText text={cell.getValue()} cut="xs" /> }),
    ...(showOwners ? [col.accessor('user_email', { header: t('ownerEmail'), cell: (cell) => <UserText text={cell.getValue()} cut="xs" /> })] : []),
    col.display({ id: 'status', header: t('status'), cell: () => <StatusBadge label={t('statusValid')} palette="green" /> }),
    col.accessor('id', { header: t('integrationId'), cell: (cell) => <IntegrationIdCell id={cell.getValue()} /> }),
    col.display({ id: 'visit', header: t('visit'), meta: { action: true }, cell: ({ row }) => <VisitLink hostname={row.original.hostname} /> }),
  ])
  return <DataTable sortOnPhone caption={t('validatedCaption')} columns={columns} rows={rows} loading={loading} getRowId={(row) => row.id} empty={empty} />
}
