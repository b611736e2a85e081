import { cryptoStatusMachine, type CryptoStatusInput } from '../../../src/machines/checkout/cryptoStatusMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

export default definePathModel<CryptoStatusInput>({
  machine: cryptoStatusMachine,
  events: [
    { type: 'xstate.after.statusPollInterval.cryptoStatus.waiting' },
    ...['PENDING', 'created', 'COMPLETED', 'active', 'FAILED', 'CANCELLED'].map((status) => labelled(status, { type: 'xstate.done.actor.fetchTransactionStatus', output: { status } })),
    labelled('offline', { type: 'xstate.error.actor.fetchTransactionStatus', error: new Error('offline') }),
    { type: 'RECHECK' },
  ],
  inputs: [{ transactionId: '7' }],
  // The event that led to a vertex is part of it, so both ways into `checking` (timer, RECHECK) are reached.
  serializeState: (s, event) => JSON.stringify([s.value, (s.context as { status: unknown }).status, event?.type ?? null]),
})
