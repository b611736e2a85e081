import { useMutation } from '@tanstack/react-query'
import { listAllTransactions, type TransactionListQuery, type TransactionScope } from '../../api/transactions'
import { downloadFile } from '../../components/common/download'
import { notify } from '../../components/common/toaster'
import { transactionsCsv, transactionsCsvFileName } from './transactionCsv'

export const EXPORT_FAILED = 'Failed to export transactions'

/** The CSV export of every transaction matching the list's filters (all pages, not only the one shown). */
export function useTransactionExport(scope: TransactionScope, query: TransactionListQuery) {
  const exporter = useMutation({
    mutationFn: () => listAllTransactions(scope, query),
    onSuccess: (rows) => {
      downloadFile(transactionsCsv(scope, rows), transactionsCsvFileName(scope), 'text/csv;charset=utf-8')
      notify.success(`Exported ${rows.length} ${rows.length === 1 ? 'transaction' : 'transactions'}`)
    },
    onError: () => notify.error(EXPORT_FAILED),
  })
  return { exportCsv: () => exporter.mutate(), exporting: exporter.isPending }
}
