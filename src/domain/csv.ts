/**
 * CSV as RFC 4180 writes it (CRLF line ends, fields quoted when they hold a comma, a quote, CR or
 * LF, quotes doubled), with a guard against formula injection: a spreadsheet runs a cell that
 * starts with = + - @ (or a tab or CR before them), so such a text cell is prefixed with an
 * apostrophe. Numbers are written as numbers, so a negative amount stays a number.
 */
export type CsvCell = string | number | boolean | null | undefined

export interface CsvColumn<TRow> {
  header: string
  value: (row: TRow) => CsvCell
}

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return ''
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : ''
  if (typeof cell === 'boolean') return cell ? 'true' : 'false'
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv<TRow>(columns: CsvColumn<TRow>[], rows: readonly TRow[]): string {
  const lines = [columns.map((c) => csvField(c.header)), ...rows.map((row) => columns.map((c) => csvField(c.value(row))))]
  return `${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`
}

/** `payment-links-2026-11-23.csv`: a name that sorts by date and is safe on every file system. */
export function csvFileName(subject: string, now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  return `${subject.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${day}.csv`
}
