import { useMachine } from '@xstate/react'
import { useState } from 'react'
import type { TransactionListQuery, TransactionScope } from '../../api/transactions'
import { downloadFile } from '../../components/common/download'
import { notify } from '../../components/common/toaster'
import { useLatest } from '../../components/common/useLatest'
import { EXPORT_FAILED } from '../../machines/transactions/transactionExportMachine'
import { createTransactionExportMachine } from '../../machines/transactions/wiring'
import { transactionsCsv, transactionsCsvFileName } from '../../domain/transactionsCsv'
import { useMessages } from '../../i18n/appLocale'
import { transactionsMessages } from '../../i18n/messages/transactions.en'

/**
 * The CSV export of every transaction matching the list's filters (all pages, not only the one shown). The file is the
 * same in every language (English headers, ISO dates, dot decimals: it is read by spreadsheets and scripts); its
 * notices are in the reader's.
 */
export function useTransactionExport(scope: TransactionScope, query: TransactionListQuery) {
  // The machine is made once: its notices are written in the language the reader reads when the export ends. The
  // machine's `exportedMessage` is English only: the catalog's plural message says the same in every language; its
  // failure notice is the machine's English, which the toast list shows in the reader's language.
  const words = useLatest(useMessages(transactionsMessages))
  const [machine] = useState(() =>
    createTransactionExportMachine({
      scope,
      deliver: (rows) => {
        downloadFile(transactionsCsv(scope, rows), transactionsCsvFileName(scope), 'text/csv;charset=utf-8')
        notify.success(words().t('exported', { count: rows.length }))
      },
      notifyFailure: () => notify.error(EXPORT_FAILED),
    }),
  )
  const [state, send] = useMachine(machine)
  return { exportCsv: () => send({ type: 'EXPORT', query }), exporting: state.matches('exporting') }
}
