import { transactionExportMachine } from '../../../src/machines/transactions/transactionExportMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'
import { sampleTransaction } from '../../components/transactions/sampleTransaction'

export default definePathModel({
  machine: transactionExportMachine,
  events: [
    labelled('completed card', { type: 'EXPORT', query: { status: 'COMPLETED', payment_method: 'card' } }),
    labelled('2 rows', { type: 'xstate.done.actor.fetchRows', output: [sampleTransaction(), sampleTransaction({ id: 'tx-2' })] }),
    { type: 'xstate.error.actor.fetchRows', error: { status: 500 } },
  ],
})
