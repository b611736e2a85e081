import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { fundsTransferMachine, LOST_ANSWER_MESSAGE, type TransferFundsInput } from '../../../src/machines/transfers/fundsTransferMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { settleableActors } from '../support/settleableActors'
import { ADDRESS, clientWallet, envelope, httpError, keySequence, networkError } from '../../support/transferFixtures'

fakeTimersPerTest()

function setUp() {
  const actors = settleableActors()
  const notifySuccess = vi.fn()
  const transferred = vi.fn()
  const machine = fundsTransferMachine.provide({
    actors: { transferFunds: actors.actor('transferFunds') },
    actions: { notifySuccess: (_, params) => notifySuccess(params), transferred: (_, params) => transferred(params) },
  })
  const actor = createActor(machine, { input: { newKey: keySequence() } }).start()
  const sent = () => actors.inputs('transferFunds') as TransferFundsInput[]
  const fill = (amount = '100', destination = ADDRESS, note = '') => {
    actor.send({ type: 'WALLET', wallet: clientWallet() })
    actor.send({ type: 'CHANGE', field: 'amount', value: amount })
    actor.send({ type: 'CHANGE', field: 'destination', value: destination })
    actor.send({ type: 'CHANGE', field: 'note', value: note })
  }
  return { actor, actors, sent, fill, notifySuccess, transferred }
}

describe('fundsTransferMachine', () => {
  it('refuses an incomplete form with every message, and sends nothing', () => {
    const { actor, sent } = setUp()
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' })
    expect(actor.getSnapshot().context.errors).toEqual({ wallet: 'Choose the wallet to pay out from', amount: 'Amount is required', destination: 'Destination is required' })
    expect(sent()).toEqual([])
  })

  it('cannot overdraw: an amount above the balance stays in the form with the balance in the message', () => {
    const { actor, sent, fill } = setUp()
    fill('1250.01')
    actor.send({ type: 'BLUR', field: 'amount' })
    expect(actor.getSnapshot().context.errors.amount).toBe('Amount cannot exceed the wallet balance of $1,250.00')
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' })
    expect(sent()).toEqual([])
    // Typing a right amount clears the error at once; a refreshed, lower balance raises it again.
    actor.send({ type: 'CHANGE', field: 'amount', value: '1250' })
    expect(actor.getSnapshot().context.errors.amount).toBeUndefined()
    actor.send({ type: 'BLUR', field: 'amount' })
    actor.send({ type: 'WALLET', wallet: clientWallet({ balance: '1000.00' }) })
    expect(actor.getSnapshot().context.errors.amount).toBeUndefined()
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.errors.amount).toBe('Amount cannot exceed the wallet balance of $1,000.00')
  })

  it('a blur on an empty field says nothing yet; typing never raises an error that was not shown', () => {
    const { actor } = setUp()
    actor.send({ type: 'BLUR', field: 'destination' })
    actor.send({ type: 'CHANGE', field: 'destination', value: '0x12' })
    expect(actor.getSnapshot().context.errors).toEqual({})
    actor.send({ type: 'BLUR', field: 'destination' })
    expect(actor.getSnapshot().context.errors.destination).toBe('Enter a Polygon address (0x followed by 40 hexadecimal characters) or an IBAN')
  })

  it('confirms the normalised request, sends it once however often Confirm is pressed, then resets the form', async () => {
    const { actor, actors, sent, fill, notifySuccess, transferred } = setUp()
    fill('100.5', 'de89370400440532013000', ' weekly ')
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.request).toEqual({ wallet_id: clientWallet().wallet_id, amount: '100.50', destination: 'IBAN DE89 3704 0044 0532 0130 00', note: 'weekly' })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'RETRY' })
    expect(sent()).toHaveLength(1)
    expect(sent()[0]).toEqual({ body: actor.getSnapshot().context.request, idempotencyKey: 'key-1' })
    await actors.resolve('transferFunds', envelope({ amount: '100.50' }))
    expect(actor.getSnapshot().value).toEqual({ form: 'done' })
    expect(actor.getSnapshot().context.draft).toEqual({ amount: '', destination: '', note: '' })
    expect(actor.getSnapshot().context.wallet).toEqual(clientWallet())
    expect(notifySuccess).toHaveBeenCalledWith({ message: 'Funds transferred successfully.' })
    expect(transferred).toHaveBeenCalledWith({ walletId: clientWallet().wallet_id })
    // The refreshed balance keeps the notice up; typing starts the next transfer.
    actor.send({ type: 'WALLET', wallet: clientWallet({ balance: '1149.50' }) })
    expect(actor.getSnapshot().value).toEqual({ form: 'done' })
    actor.send({ type: 'CHANGE', field: 'amount', value: '1' })
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' })
  })

  it('a retry after a lost answer sends the same Idempotency-Key; after a 4xx a new one; a new intent a new one', async () => {
    const { actor, actors, sent, fill } = setUp()
    fill()
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'CONFIRM' })
    await actors.reject('transferFunds', networkError())
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toBe(LOST_ANSWER_MESSAGE)
    actor.send({ type: 'RETRY' })
    await actors.reject('transferFunds', httpError(503, 'Service unavailable'))
    expect(actor.getSnapshot().context.failure).toBe('Service unavailable')
    actor.send({ type: 'RETRY' })
    await actors.reject('transferFunds', httpError(400, "Amount exceeds the wallet's available balance of 50.00 USD."))
    expect(actor.getSnapshot().context.failure).toBe("Amount exceeds the wallet's available balance of 50.00 USD.")
    actor.send({ type: 'RETRY' })
    await actors.resolve('transferFunds', envelope())
    fill('7')
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'CONFIRM' })
    expect(sent().map((input) => input.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1', 'key-2', 'key-3'])
  })

  it('back to the form after a lost answer: the same request keeps its key, a changed one gets a new key', async () => {
    const { actor, actors, sent, fill } = setUp()
    fill()
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'CONFIRM' })
    await actors.reject('transferFunds', networkError())
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' })
    expect(actor.getSnapshot().context.draft.amount).toBe('100')
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'CONFIRM' })
    await actors.reject('transferFunds', networkError())
    actor.send({ type: 'CANCEL' })
    actor.send({ type: 'CHANGE', field: 'amount', value: '101' })
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'CONFIRM' })
    expect(sent().map((input) => [input.body.amount, input.idempotencyKey])).toEqual([
      ['100.00', 'key-1'],
      ['100.00', 'key-1'],
      ['101.00', 'key-2'],
    ])
  })

  it('a server message missing from a 5xx falls back to "Failed to transfer funds"', async () => {
    const { actor, actors, fill } = setUp()
    fill()
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'CONFIRM' })
    await actors.reject('transferFunds', httpError(500, ''))
    expect(actor.getSnapshot().context.failure).toBe('Failed to transfer funds')
  })

  it('takes the refreshed balance of the wallet in use while confirming, and ignores another wallet', () => {
    const { actor, fill } = setUp()
    fill()
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'WALLET', wallet: clientWallet({ wallet_id: 'wal_other', balance: '1.00' }) })
    expect(actor.getSnapshot().context.wallet?.wallet_id).toBe(clientWallet().wallet_id)
    actor.send({ type: 'WALLET', wallet: clientWallet({ balance: '999.00' }) })
    expect(actor.getSnapshot().context.wallet?.balance).toBe('999.00')
    expect(actor.getSnapshot().value).toBe('confirming')
  })
})
