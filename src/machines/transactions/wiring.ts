/** The transaction lists' wiring: the CSV export machine with the list call of src/api. */
import { fromAbortablePromise } from '../shared/fromAbortablePromise'
import { listAllTransactions, type Transaction, type TransactionListQuery, type TransactionScope } from '../../api/transactions'
import { transactionExportMachine } from './transactionExportMachine'

export function createTransactionExportMachine({ scope, deliver, notifyFailure }: { scope: TransactionScope; deliver: (rows: Transaction[]) => void; notifyFailure: () => void }) {
  return transactionExportMachine.provide({
    actors: {
      fetchRows: fromAbortablePromise<Transaction[], { query: TransactionListQuery }>(({ input, signal }) => listAllTransactions(scope, input.query, signal)),
    },
    actions: {
      deliver: (_, { rows }) => deliver(rows),
      notifyFailure: () => notifyFailure(),
    },
  })
}
