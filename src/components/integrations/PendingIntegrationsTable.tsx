import type { ReactNode } from 'react'
import type { components } from '../../api/schema'
import { DataTable, dataColumns, type DataColumn } from '../data/DataTable'
import { EmptyState } from '../data/EmptyState'
import { reviewStatusOf } from '../../domain/integration'
import { IntegrationStatusBadge } from './IntegrationStatusBadge'
import { InertText } from './InertText'
import { WebsiteLink } from './WebsiteLink'

type Integration = components['schemas']['Integration']

export interface PendingIntegrationsTableProps {
  rows: Integration[] | undefined
  loading: boolean
  /** SPEC §6: the Owner Email column is for admin and staff only. */
  showOwners: boolean
  /** The row's Approve and Reject, run by the screen (one review per row). */
  renderActions: (integration: Integration) => ReactNode
}

const col = dataColumns<Integration>()

/** SPEC §2 Integration Validation: Website, Owner Email (admin or staff), Status, Actions. */
export function PendingIntegrationsTable({ rows, loading, showOwners, renderActions }: PendingIntegrationsTableProps) {
  const columns: DataColumn<Integration>[] = col.columns([
    col.accessor('hostname', { header: 'Website', cell: (cell) => <WebsiteLink hostname={cell.getValue()} /> }),
    ...(showOwners ? [col.accessor('user_email', { header: 'Owner Email', cell: (cell) => <InertText text={cell.getValue()} /> })] : []),
    col.display({ id: 'status', header: 'Status', cell: ({ row }) => <IntegrationStatusBadge status={reviewStatusOf(row.original)} /> }),
    col.display({ id: 'actions', header: 'Actions', cell: ({ row }) => renderActions(row.original) }),
  ])
  return (
    <DataTable
      caption="Pending integrations"
      columns={columns}
      rows={rows}
      loading={loading}
      getRowId={(row) => row.id}
      empty={<EmptyState title="No pending integrations to review" hint="All integrations have been reviewed" />}
    />
  )
}
