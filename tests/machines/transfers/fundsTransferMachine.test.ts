import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback } from 'xstate'
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
  const actor = createActor(machine, { input: { newKey: keySequence(), walletId: clientWallet().wallet_id } }).start()
  const sent = () => actors.inputs('transferFunds') as TransferFundsInput[]
  /** The wallet read, then the form's parsed value submitted. */
  const submit = (amount = '100.00', destination = ADDRESS, note: string | null = null) => {
    actor.send({ type: 'WALLET', wallet: clientWallet() })
    actor.send({ type: 'SUBMIT', value: { amount, destination, note } })
  }
  return { actor, actors, sent, submit, notifySuccess, transferred }
}

describe('fundsTransferMachine', () => {
  it('refuses a submit before the wallet is read, says so, and sends nothing', () => {
    const { actor, sent } = setUp()
    actor.send({ type: 'SUBMIT', value: { amount: '100.00', destination: ADDRESS, note: null } })
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' })
    expect(actor.getSnapshot().context.walletMissing).toBe(true)
    actor.send({ type: 'CONFIRM' })
    expect(sent()).toEqual([])
    // Once the wallet is read, the same value goes on to the confirmation and the message goes.
    actor.send({ type: 'WALLET', wallet: clientWallet() })
    actor.send({ type: 'SUBMIT', value: { amount: '100.00', destination: ADDRESS, note: null } })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.walletMissing).toBe(false)
  })

  it('watches the picked wallet: the watcher starts with its id, and a wallet that is no more (null) blocks the next submit', () => {
    const watched: unknown[] = []
    const machine = fundsTransferMachine.provide({ actors: { watchWallet: fromCallback(({ input }) => void watched.push(input)) } })
    const actor = createActor(machine, { input: { newKey: keySequence(), walletId: 'wal_picked' } }).start()
    expect(watched).toEqual([{ walletId: 'wal_picked' }])
    actor.send({ type: 'WALLET', wallet: clientWallet() })
    actor.send({ type: 'WALLET', wallet: null })
    actor.send({ type: 'SUBMIT', value: { amount: '1.00', destination: ADDRESS, note: null } })
    expect(actor.getSnapshot().context).toMatchObject({ wallet: null, walletMissing: true })
  })

  it('the request is the wallet read plus the parsed value, as the form sent it', () => {
    const { actor, submit } = setUp()
    submit('100.50', 'IBAN DE89 3704 0044 0532 0130 00', 'weekly')
    expect(actor.getSnapshot().context.request).toEqual({ wallet_id: clientWallet().wallet_id, amount: '100.50', destination: 'IBAN DE89 3704 0044 0532 0130 00', note: 'weekly' })
  })

  it('sends the confirmed request once however often Confirm is pressed, then shows the transfer over a new form', async () => {
    const { actor, actors, sent, submit, notifySuccess, transferred } = setUp()
    submit('100.50')
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'CONFIRM' })
    actor.send({ type: 'RETRY' })
    actor.send({ type: 'SUBMIT', value: { amount: '1.00', destination: ADDRESS, note: null } })
    expect(sent()).toHaveLength(1)
    expect(sent()[0]).toEqual({ body: { wallet_id: clientWallet().wallet_id, amount: '100.50', destination: ADDRESS, note: null }, idempotencyKey: 'key-1' })
    await actors.resolve('transferFunds', envelope({ amount: '100.50' }))
    expect(actor.getSnapshot().value).toEqual({ form: 'done' })
    expect(actor.getSnapshot().context).toMatchObject({ request: null, idempotencyKey: null, failure: null, transfer: envelope({ amount: '100.50' }) })
    expect(actor.getSnapshot().context.wallet).toEqual(clientWallet())
    expect(notifySuccess).toHaveBeenCalledWith({ message: 'Funds transferred successfully.' })
    expect(transferred).toHaveBeenCalledWith({ walletId: clientWallet().wallet_id })
    // The refreshed balance keeps the notice up; the next submit starts the next transfer.
    actor.send({ type: 'WALLET', wallet: clientWallet({ balance: '1149.50' }) })
    expect(actor.getSnapshot().value).toEqual({ form: 'done' })
    actor.send({ type: 'SUBMIT', value: { amount: '1.00', destination: ADDRESS, note: null } })
    expect(actor.getSnapshot().value).toBe('confirming')
  })

  it('a retry after a lost answer sends the same Idempotency-Key; after a 4xx a new one; a new intent a new one', async () => {
    const { actor, actors, sent, submit } = setUp()
    submit()
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
    submit('7.00')
    actor.send({ type: 'CONFIRM' })
    expect(sent().map((input) => input.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1', 'key-2', 'key-3'])
  })

  it('back to the form after a lost answer: the same request keeps its key, a changed one gets a new key', async () => {
    const { actor, actors, sent, submit } = setUp()
    submit()
    actor.send({ type: 'CONFIRM' })
    await actors.reject('transferFunds', networkError())
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' })
    submit()
    actor.send({ type: 'CONFIRM' })
    await actors.reject('transferFunds', networkError())
    actor.send({ type: 'CANCEL' })
    submit('101.00')
    actor.send({ type: 'CONFIRM' })
    expect(sent().map((input) => [input.body.amount, input.idempotencyKey])).toEqual([
      ['100.00', 'key-1'],
      ['100.00', 'key-1'],
      ['101.00', 'key-2'],
    ])
  })

  it('a server message missing from a 5xx falls back to "Failed to transfer funds"', async () => {
    const { actor, actors, submit } = setUp()
    submit()
    actor.send({ type: 'CONFIRM' })
    await actors.reject('transferFunds', httpError(500, ''))
    expect(actor.getSnapshot().context.failure).toBe('Failed to transfer funds')
  })

  it('takes the refreshed balance of the wallet while confirming, and stays there', () => {
    const { actor, submit } = setUp()
    submit()
    actor.send({ type: 'WALLET', wallet: clientWallet({ balance: '999.00' }) })
    expect(actor.getSnapshot().context.wallet?.balance).toBe('999.00')
    expect(actor.getSnapshot().value).toBe('confirming')
  })
})
