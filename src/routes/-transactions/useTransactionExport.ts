import { useMachine } from '@xstate/react'
import { useState } from 'react'
import type { TransactionListQuery, TransactionScope } from '../../api/transactions'
import { downloadFile } from '../../components/common/download'
import { notify } from '../../components/common/toaster'
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
  const words = useMessages(transactionsMessages)
  // The machine's `exportedMessage` is English only: the catalog's plural message says the same in every language.
  // (The machine, made once, speaks the language the screen opened in.)
  const [machine] = useState(() =>
    createTransactionExportMachine({
      scope,
      deliver: (rows) => {
        downloadFile(transactionsCsv(scope, rows), transactionsCsvFileName(scope), 'text/csv;charset=utf-8')
        notify.success(words.t('exported', { count: rows.length }))
      },
      notifyFailure: () => notify.error(words.text(EXPORT_FAILED)),
    }),
  )
  const [state, send] = useMachine(machine)
  return { exportCsv: () => send({ type: 'EXPORT', query }), exporting: state.matches('exporting') }
}
