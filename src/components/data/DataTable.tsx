import { Box, Button, Skeleton, Table } from '@chakra-ui/react'
import {
  createColumnHelper,
  createSortedRowModel,
  FlexRender,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Column,
  type ColumnDef,
  type RowData,
  type SortFn,
  type SortingState,
} from '@tanstack/react-table'
import { useState, type ReactNode } from 'react'
import { SortAscendingIcon, SortDescendingIcon } from '../common/icons'
import { SelectField, type SelectOption } from '../common/SelectField'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { LIST_RESULTS } from './filtersApplied'

/**
 * What a column may ask of the table: money and counts right-aligned in tabular figures (DESIGN "Money"); `action`:
 * the row's buttons, which a phone's card shows last, full width, without the column's name.
 */
export interface DataColumnMeta {
  numeric?: boolean
  action?: boolean
}

const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap' } as const

/**
 * Below `md` a row is a card: each cell on a line of its own, its column's name (the cell's `data-label`) at the start
 * and the value at the end, the row's actions last; nothing wider than the phone. The elements stay a table with
 * explicit roles, so assistive technology reads rows and columns whatever the layout.
 */
const ROW_LAYOUT = {
  mdDown: {
    display: 'block',
    '& thead': VISUALLY_HIDDEN,
    '& tbody': { display: 'block' },
    '& tbody > tr': { display: 'block', borderWidth: '1px', borderRadius: 'l2', bg: 'bg.panel', px: '3', py: '2', mb: '2' },
    // A value longer than the card's line wraps (the table's cells keep to one line, which cut "1 EUR = 1.0851 USD on average (…)" at 390 px: issue 35 §11).
    '& tbody > tr > td': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', borderBottomWidth: '0', px: '0', py: '1', textAlign: 'end', minW: '0', whiteSpace: 'normal', overflowWrap: 'anywhere' },
    '& tbody > tr > td > *': { minW: '0' },
    '& tbody > tr > td::before': { content: 'attr(data-label)', color: 'fg.muted', textAlign: 'start', flexShrink: '0' },
    '& tbody > tr > td[data-action]': { justifyContent: 'flex-end', pt: '2' },
    '& tbody > tr > td[data-action]::before': { content: 'none' },
  },
  // From `md` up the row's actions stay in view at the row's end when a long row scrolls inside its box (a wider
  // language, French or Arabic, writes longer amounts and words than the columns were measured with in English).
  md: {
    '& [data-action]': { position: 'sticky', insetInlineEnd: '0', bg: 'bg.panel', zIndex: '1' },
    '& th[data-action]': { zIndex: '2' },
  },
} as const

// Sorting only: filtering and paging are the server's (the search params). A list the API sorts passes `sort`
// (manual sorting); every other list sorts the rows on screen.
const features = tableFeatures({ columnMeta: {} as DataColumnMeta, rowSortingFeature, sortedRowModel: createSortedRowModel() })

// Amounts compare as numbers (a formatted "$1,200.00" too), everything else as text in the reader's language.
const byNumber: SortFn<typeof features, RowData> = (a, b, id) => Number(String(a.getValue(id)).replace(/[^0-9.-]/g, '')) - Number(String(b.getValue(id)).replace(/[^0-9.-]/g, ''))
const byText: SortFn<typeof features, RowData> = (a, b, id) => String(a.getValue(id) ?? '').localeCompare(String(b.getValue(id) ?? ''), undefined, { numeric: true, sensitivity: 'base' })

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/** A list the API sorts: the sort in force (from the search params) and what a header click asks for. */
export interface ServerSort {
  sorting: SortingState
  onSortingChange: (sorting: SortingState) => void
}

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
  /** The API sorts this list: only the columns it sorts by (their ids are its sort fields; the others say `enableSorting: false`). */
  sort?: ServerSort
  /**
   * A screen's main list, which people scan and reorder: below `md`, where the rows are cards and the header row is
   * hidden, a "Sort by" select above them offers what the headers' buttons offer on a wide screen.
   */
  sortOnPhone?: boolean
}

const NO_ROWS: never[] = []

/**
 * The one table of the dashboard: header kept visible while the rows scroll inside their own box
 * (so a phone never scrolls sideways), skeleton rows while loading, the empty state in its place.
 */
export function DataTable<TRow extends RowData>({ caption, columns, rows, loading = false, skeletonRows = 5, empty, getRowId, sort, sortOnPhone = false }: DataTableProps<TRow>) {
  const [pageSorting, setPageSorting] = useState<SortingState>([])
  const sorting = sort ? sort.sorting : pageSorting
  const table = useTable({
    features,
    columns: columns.map((column) => ({ sortFn: (column.meta?.numeric ? byNumber : byText) as SortFn<typeof features, TRow>, ...column })),
    data: rows ?? NO_ROWS,
    state: { sorting },
    onSortingChange: (updater) => (sort ? sort.onSortingChange(functionalUpdate(updater, sorting)) : setPageSorting(updater)),
    manualSorting: Boolean(sort),
    enableSortingRemoval: !sort,
    ...(getRowId ? { getRowId: (row: TRow) => getRowId(row) } : {}),
  })
  if (!loading && rows && rows.length === 0 && empty) return <>{empty}</>
  const leafColumns = table.getAllLeafColumns()
  return (
    <>
      {sortOnPhone && <PhoneSort columns={leafColumns} sorting={sorting} onSort={table.setSorting} />}
      {/* position: the box contains its visually hidden texts (absolutely positioned), which would else widen the page on a phone. */}
      <Table.ScrollArea {...LIST_RESULTS} position="relative" borderWidth={{ base: '0', md: '1px' }} rounded="md" maxH={{ md: '70vh' }} tabIndex={0} role="region" aria-label={caption}>
        <Table.Root size="sm" stickyHeader interactive aria-busy={loading || undefined} role="table" css={ROW_LAYOUT}>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header role="rowgroup">
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} role="row">
                {group.headers.map((header) => (
                  <Table.ColumnHeader
                    key={header.id}
                    role="columnheader"
                    textAlign={header.column.columnDef.meta?.numeric ? 'end' : 'start'}
                    whiteSpace="nowrap"
                    data-action={header.column.columnDef.meta?.action ? '' : undefined}
                    aria-sort={header.column.getIsSorted() ? ARIA_SORT[header.column.getIsSorted() as 'asc' | 'desc'] : undefined}
                  >
                    {header.isPlaceholder ? null : header.column.getCanSort() ? (
                      <Button variant="ghost" size="xs" mx="-2" px="2" fontWeight="inherit" color="inherit" textDecoration={header.column.getIsSorted() ? undefined : 'underline dotted'} textUnderlineOffset="3px" onClick={header.column.getToggleSortingHandler()}>
                        <FlexRender header={header} />
                        {header.column.getIsSorted() === 'asc' ? <SortAscendingIcon /> : header.column.getIsSorted() === 'desc' ? <SortDescendingIcon /> : null}
                      </Button>
                    ) : (
                      <FlexRender header={header} />
                    )}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body role="rowgroup">
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
                  <Table.Row key={row.id} role="row">
                    {row.getAllCells().map((cell) => (
                      <Table.Cell
                        key={cell.id}
                        role="cell"
                        data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined}
                        data-action={cell.column.columnDef.meta?.action ? '' : undefined}
                        {...(cell.column.columnDef.meta?.numeric ? { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : {})}
                      >
                        <FlexRender cell={cell} />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  )
}

/** The sorts a phone offers in place of the header's buttons: each sortable column with a worded header, up and down. */
function PhoneSort<TRow extends RowData>({ columns, sorting, onSort }: { columns: Column<typeof features, TRow, unknown>[]; sorting: SortingState; onSort: (sorting: SortingState) => void }) {
  const { t } = useMessages(commonMessages)
  const options: SelectOption<string>[] = columns.flatMap((column) => {
    const name = column.columnDef.header
    if (!column.getCanSort() || typeof name !== 'string') return []
    return [
      { value: `${column.id}:asc`, label: t('sortAscending', { column: name }) },
      { value: `${column.id}:desc`, label: t('sortDescending', { column: name }) },
    ]
  })
  if (options.length === 0) return null
  const [inForce] = sorting
  const choose = (chosen: string | undefined) => {
    const split = chosen?.lastIndexOf(':') ?? -1
    onSort(chosen && split > 0 ? [{ id: chosen.slice(0, split), desc: chosen.slice(split + 1) === 'desc' }] : [])
  }
  return (
    <Box hideFrom="md" mb="3">
      <SelectField size="sm" label={t('sortBy')} options={options} allLabel={t('sortDefault')} value={inForce && `${inForce.id}:${inForce.desc ? 'desc' : 'asc'}`} onChange={choose} />
    </Box>
  )
}
