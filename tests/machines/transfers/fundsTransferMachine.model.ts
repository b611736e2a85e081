import { fundsTransferMachine, type FundsTransferContext, type FundsTransferInput } from '../../../src/machines/transfers/fundsTransferMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'
import { ADDRESS, clientWallet, envelope, httpError, keySequence, networkError } from '../../support/transferFixtures'

export default definePathModel<FundsTransferInput>({
  machine: fundsTransferMachine,
  events: [
    labelled('wallet picked, $1,250.00', { type: 'WALLET', wallet: clientWallet() }),
    labelled('balance refreshed to $1,000.00', { type: 'WALLET', wallet: clientWallet({ balance: '1000.00' }) }),
    labelled('no wallet', { type: 'WALLET', wallet: null }),
    labelled('amount 100', { type: 'CHANGE', field: 'amount', value: '100' }),
    labelled('amount 5000, over the balance', { type: 'CHANGE', field: 'amount', value: '5000' }),
    labelled('Polygon address', { type: 'CHANGE', field: 'destination', value: ADDRESS }),
    labelled('amount', { type: 'BLUR', field: 'amount' }),
    { type: 'SUBMIT' },
    { type: 'CONFIRM' },
    { type: 'RETRY' },
    { type: 'CANCEL' },
    labelled('transfer made', { type: 'xstate.done.actor.transferFunds', output: envelope() }),
    labelled('400 over the balance', { type: 'xstate.error.actor.transferFunds', error: httpError(400, "Amount exceeds the wallet's available balance of 1000.00 USD.") }),
    labelled('answer lost', { type: 'xstate.error.actor.transferFunds', error: networkError() }),
  ],
  inputs: [{ newKey: keySequence() }],
  // A vertex: the state and what the guards and the form read (never the keys, which grow with every attempt).
  serializeState: (s) => {
    const c = s.context as FundsTransferContext
    return JSON.stringify([s.value, c.wallet?.balance ?? null, c.draft, Object.keys(c.errors).sort(), c.lastFailureStatus ?? null])
  },
})
