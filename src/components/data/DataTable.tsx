import { Skeleton, Table } from '@chakra-ui/react'
import { createColumnHelper, FlexRender, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'

/** What a column may ask of the table: money and counts right-aligned in tabular figures (DESIGN "Money"). */
export interface DataColumnMeta {
  numeric?: boolean
}

// Server-side lists: the table only lays rows out, so it registers no sorting or filtering feature.
const features = tableFeatures({ columnMeta: {} as DataColumnMeta })

/** A column of `DataTable`; build lists of them with `dataColumns<Row>().columns([...])`, which keeps each cell's value type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the library's own column-list type: each column keeps its value type
export type DataColumn<TRow extends RowData> = ColumnDef<typeof features, TRow, any>

/** Typed column definitions for `DataTable`. */
export const dataColumns = <TRow extends RowData>() => createColumnHelper<typeof features, TRow>()

export interface DataTableProps<TRow extends RowData> {
  /** The table's accessible name (read by screen readers, also names its scroll region). */
  caption: string
  columns: DataColumn<TRow>[]
  rows: TRow[] | undefined
  /** Skeleton rows shaped like the table while the first page loads. */
  loading?: boolean
  skeletonRows?: number
  /** Shown instead of the table when there is nothing to list. */
  empty?: ReactNode
  getRowId?: (row: TRow) => string
}

const NO_ROWS: never[] = []

/**
 * The one table of the dashboard: header kept visible while the rows scroll inside their own box
 * (so a phone never scrolls sideways), skeleton rows while loading, the empty state in its place.
 */
export function DataTable<TRow extends RowData>({ caption, columns, rows, loading = false, skeletonRows = 5, empty, getRowId }: DataTableProps<TRow>) {
  const table = useTable({ features, columns, data: rows ?? NO_ROWS, ...(getRowId ? { getRowId: (row: TRow) => getRowId(row) } : {}) })
  if (!loading && rows && rows.length === 0 && empty) return <>{empty}</>
  const leafColumns = table.getAllLeafColumns()
  return (
    // position: the box contains its visually hidden texts (absolutely positioned), which would else widen the page on a phone.
    <Table.ScrollArea position="relative" borderWidth="1px" rounded="md" maxH="70vh" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" stickyHeader interactive aria-busy={loading || undefined}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {group.headers.map((header) => (
                <Table.ColumnHeader key={header.id} textAlign={header.column.columnDef.meta?.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Row key={`skeleton-${index}`} aria-hidden="true">
                  {leafColumns.map((column) => (
                    <Table.Cell key={column.id}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : table.getRowModel().rows.map((row) => (
                <Table.Row key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <Table.Cell key={cell.id} {...(cell.column.columnDef.meta?.numeric ? { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : {})}>
                      <FlexRender cell={cell} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
