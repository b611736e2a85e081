import { useMachine } from '@xstate/react'
import { useState } from 'react'
import type { TransactionListQuery, TransactionScope } from '../../api/transactions'
import { downloadFile } from '../../components/common/download'
import { notify } from '../../components/common/toaster'
import { EXPORT_FAILED, exportedMessage } from '../../machines/transactions/transactionExportMachine'
import { createTransactionExportMachine } from '../../machines/transactions/wiring'
import { transactionsCsv, transactionsCsvFileName } from '../../domain/transactionsCsv'

/** The CSV export of every transaction matching the list's filters (all pages, not only the one shown). */
export function useTransactionExport(scope: TransactionScope, query: TransactionListQuery) {
  const [machine] = useState(() =>
    createTransactionExportMachine({
      scope,
      deliver: (rows) => {
        downloadFile(transactionsCsv(scope, rows), transactionsCsvFileName(scope), 'text/csv;charset=utf-8')
        notify.success(exportedMessage(rows.length))
      },
      notifyFailure: () => notify.error(EXPORT_FAILED),
    }),
  )
  const [state, send] = useMachine(machine)
  return { exportCsv: () => send({ type: 'EXPORT', query }), exporting: state.matches('exporting') }
}
