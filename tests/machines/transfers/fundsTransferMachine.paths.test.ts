import { describe, it } from 'vitest'
import { createActor, type AnyEventObject, type InspectionEvent } from 'xstate'
import { fundsTransferMachine, type FundsTransferContext } from '../../../src/machines/transfers/fundsTransferMachine'
import { coverAllTransitions } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { settleableActors } from '../support/settleableActors'
import { ADDRESS, clientWallet, envelope, httpError, keySequence, networkError } from '../../support/transferFixtures'

const events: AnyEventObject[] = [
  { type: 'WALLET', wallet: clientWallet() },
  { type: 'WALLET', wallet: clientWallet({ balance: '1000.00' }) },
  { type: 'WALLET', wallet: null },
  { type: 'CHANGE', field: 'amount', value: '100' },
  { type: 'CHANGE', field: 'amount', value: '5000' },
  { type: 'CHANGE', field: 'destination', value: ADDRESS },
  { type: 'BLUR', field: 'amount' },
  { type: 'SUBMIT' },
  { type: 'CONFIRM' },
  { type: 'RETRY' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.transferFunds', output: envelope() },
  { type: 'xstate.error.actor.transferFunds', error: httpError(400, "Amount exceeds the wallet's available balance of 1000.00 USD.") },
  { type: 'xstate.error.actor.transferFunds', error: networkError() },
]

// A vertex: the state and what the guards and the form read (never the keys, which grow with every attempt).
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as FundsTransferContext
  return JSON.stringify([s.value, c.wallet?.balance ?? null, c.draft, Object.keys(c.errors).sort(), c.lastFailureStatus ?? null])
}

function start(inspect: (event: InspectionEvent) => void) {
  const actors = settleableActors()
  const machine = fundsTransferMachine.provide({ actors: { transferFunds: actors.actor('transferFunds') } })
  const actor = createActor(machine, { input: { newKey: keySequence() }, inspect }).start()
  return { actor, trigger: actors.trigger }
}

fakeTimersPerTest()

describe('fundsTransferMachine: generated paths', () => {
  it('reaches every state and transition', async () => {
    await coverAllTransitions({ name: 'fundsTransferMachine', machine: fundsTransferMachine, events, inputs: [{ newKey: keySequence() }], serializeState, start: (_, inspect) => start(inspect) })
  })
})
