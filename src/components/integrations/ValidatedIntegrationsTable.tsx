import type { ReactNode } from 'react'
import type { components } from '../../api/schema'
import { DataTable, dataColumns, type DataColumn } from '../data/DataTable'
import { StatusBadge } from '../data/StatusBadge'
import { IntegrationIdCell } from './IntegrationIdCell'
import { InertText } from './InertText'
import { VisitLink } from './WebsiteLink'

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
  const columns: DataColumn<Integration>[] = col.columns([
    col.accessor('hostname', { header: 'Website', cell: (cell) => <InertText text={cell.getValue()} /> }),
    ...(showOwners ? [col.accessor('user_email', { header: 'Owner Email', cell: (cell) => <InertText text={cell.getValue()} /> })] : []),
    col.display({ id: 'status', header: 'Status', cell: () => <StatusBadge label="Valid" palette="green" /> }),
    col.accessor('id', { header: 'Integration ID', cell: (cell) => <IntegrationIdCell id={cell.getValue()} /> }),
    col.display({ id: 'visit', header: 'Visit', meta: { action: true }, cell: ({ row }) => <VisitLink hostname={row.original.hostname} /> }),
  ])
  return <DataTable caption="Validated integrations" columns={columns} rows={rows} loading={loading} getRowId={(row) => row.id} empty={empty} />
}
