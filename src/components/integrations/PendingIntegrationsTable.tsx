import { createContext, use, useMemo, type ReactNode } from 'react'
import type { components } from '../../api/schema'
import { DataTable, dataColumns, type DataColumn } from '../data/DataTable'
import { EmptyState } from '../data/EmptyState'
import { reviewStatusOf } from '../../domain/integration'
import { IntegrationStatusBadge } from './IntegrationStatusBadge'
import { UserText } from '../common/UserText'
import { WebsiteLink } from './WebsiteLink'
import type { Translator } from '../../i18n/translator'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages, type IntegrationsKey } from '../../i18n/messages/integrations.en'

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

/** The actions of the screen, read by the one actions cell. */
const RenderActions = createContext<PendingIntegrationsTableProps['renderActions']>(() => null)

function ActionsCell({ integration }: { integration: Integration }) {
  return use(RenderActions)(integration)
}

/**
 * The table renders each cell as a component of its column's `cell` function: columns made anew on every
 * render would remount every row's review (its machine and its open confirmation) at each re-read of
 * the list. The columns are therefore made once per owner visibility and language, the actions passed through context.
 */
function pendingColumns(showOwners: boolean, t: Translator<IntegrationsKey>['t']): DataColumn<Integration>[] {
  return col.columns([
    col.accessor('hostname', { header: t('website'), cell: (cell) => <WebsiteLink hostname={cell.getValue()} /> }),
    ...(showOwners ? [col.accessor('user_email', { header: t('ownerEmail'), cell: (cell) => <UserText text={cell.getValue()} cut="xs" /> })] : []),
    col.display({ id: 'status', header: t('status'), cell: ({ row }) => <IntegrationStatusBadge status={reviewStatusOf(row.original)} /> }),
    col.display({ id: 'actions', header: t('actions'), meta: { action: true }, cell: ({ row }) => <ActionsCell integration={row.original} /> }),
  ])
}

/** SPEC §2 Integration Validation: Website, Owner Email (admin or staff), Status, Actions. */
export function PendingIntegrationsTable({ rows, loading, showOwners, renderActions }: PendingIntegrationsTableProps) {
  const { t } = useMessages(integrationsMessages)
  const columns = useMemo(() => pendingColumns(showOwners, t), [showOwners, t])
  return (
    <RenderActions value={renderActions}>
      <DataTable sortOnPhone
        caption={t('pendingCaption')}
        columns={columns}
        rows={rows}
        loading={loading}
        getRowId={(row) => row.id}
        empty={<EmptyState title={t('noPending')} hint={t('noPendingHint')} />}
      />
    </RenderActions>
  )
}
