import { fundsTransferMachine, type FundsTransferContext, type FundsTransferInput } from '../../../src/machines/transfers/fundsTransferMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'
import { ADDRESS, clientWallet, envelope, httpError, keySequence, networkError } from '../../support/transferFixtures'

export default definePathModel<FundsTransferInput>({
  machine: fundsTransferMachine,
  events: [
    // What watchWallet sends: the picked wallet as read, re-read with a new balance, or gone.
    labelled('wallet read, $1,250.00', { type: 'WALLET', wallet: clientWallet() }),
    labelled('balance refreshed to $1,000.00', { type: 'WALLET', wallet: clientWallet({ balance: '1000.00' }) }),
    labelled('no wallet', { type: 'WALLET', wallet: null }),
    // The form's parsed value.
    labelled('$100.00 to a Polygon address', { type: 'SUBMIT', value: { amount: '100.00', destination: ADDRESS, note: null } }),
    labelled('$7.00 to a Polygon address', { type: 'SUBMIT', value: { amount: '7.00', destination: ADDRESS, note: 'weekly' } }),
    { type: 'CONFIRM' },
    { type: 'RETRY' },
    { type: 'CANCEL' },
    labelled('transfer made', { type: 'xstate.done.actor.transferFunds', output: envelope() }),
    labelled('400 over the balance', { type: 'xstate.error.actor.transferFunds', error: httpError(400, "Amount exceeds the wallet's available balance of 1000.00 USD.") }),
    labelled('answer lost', { type: 'xstate.error.actor.transferFunds', error: networkError() }),
  ],
  inputs: [{ newKey: keySequence(), walletId: clientWallet().wallet_id }],
  // A vertex: the state and what the guard and the screen read (never the keys, which grow with every attempt).
  serializeState: (s) => {
    const c = s.context as FundsTransferContext
    return JSON.stringify([s.value, c.wallet?.balance ?? null, c.walletMissing, c.request?.amount ?? null, c.lastFailureStatus ?? null])
  },
})
