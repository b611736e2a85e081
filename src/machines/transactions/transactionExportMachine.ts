import { assign, fromPromise, setup } from 'xstate'
import type { Transaction, TransactionListQuery } from '../../api/transactions'

export interface TransactionExportContext {
  /** The filters of the export under way (the list's, as they were when Export was pressed). */
  query: TransactionListQuery | null
}

export type TransactionExportEvent = { type: 'EXPORT'; query: TransactionListQuery }

/** A failed export (SPEC §8 has no words for it: these follow its "Failed to ..." messages). */
export const EXPORT_FAILED = 'Failed to export transactions'

export const exportedMessage = (count: number) => `Exported ${count} ${count === 1 ? 'transaction' : 'transactions'}`

/**
 * The CSV export of every transaction matching a list's filters: idle → exporting (every page is
 * fetched) → idle, the file delivered or the failure told. A second Export while one runs sends nothing.
 */
export const transactionExportMachine = setup({
  types: {
    context: {} as TransactionExportContext,
    events: {} as TransactionExportEvent,
  },
  actors: {
    fetchRows: fromPromise<Transaction[], { query: TransactionListQuery }>(() => Promise.reject(new Error('fetchRows not provided'))),
  },
  actions: {
    /** Writes the CSV, downloads it and says how many rows it holds. */
    deliver: (_, _params: { rows: Transaction[] }) => {},
    notifyFailure: () => {},
  },
}).createMachine({
  id: 'transactionExport',
  context: { query: null },
  initial: 'idle',
  states: {
    idle: {
      on: { EXPORT: { target: 'exporting', actions: assign({ query: ({ event }) => event.query }) } },
    },
    exporting: {
      invoke: {
        id: 'fetchRows',
        src: 'fetchRows',
        input: ({ context }) => ({ query: context.query! }),
        onDone: { target: 'idle', actions: [{ type: 'deliver', params: ({ event }) => ({ rows: event.output }) }, assign({ query: null })] },
        onError: { target: 'idle', actions: ['notifyFailure', assign({ query: null })] },
      },
    },
  },
})
