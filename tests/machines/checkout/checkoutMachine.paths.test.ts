import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, type AnyActorLogic, type AnyEventObject } from 'xstate'
import { checkoutMachine, type LoadCheckoutOutput, type PaymentLink } from '../../../src/machines/checkout/checkoutMachine'
import type { PendingTransaction } from '../../../src/machines/checkout/pendingTransactionStore'
import { controllablePromiseActor, createCoverageRecorder, describePath, expectFullCoverage, machinePaths, replayPath } from '../../support/pathCoverage'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const link = (over: Partial<PaymentLink> = {}): PaymentLink => ({
  id: 'demo-both',
  url: 'http://localhost:3000/payment-link?id=demo-both',
  name: 'Demo',
  description: '',
  amount: '25.00',
  currency: 'USD',
  payment_method: 'card/crypto',
  is_expired: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  expire_at: '2026-02-01T00:00:00Z',
  ...over,
})
const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const record = (over: Partial<PendingTransaction> = {}): PendingTransaction => ({
  transaction_id: '5',
  address,
  qrcode_url: null,
  status: 'PENDING',
  payment_amt: 25,
  payment_method: 'crypto',
  payment_link_id: 'demo-both',
  timestamp: Date.now(),
  ...over,
})
const loaded = (out: Partial<LoadCheckoutOutput>): LoadCheckoutOutput => ({ link: link(), resume: { kind: 'none' }, ...out })
const result = (over: object) => ({ ok: true, result: { transaction_id: '9', payment_amt: 25.5, address, qrcode_url: null, redirect_url: null, payment_method: 'crypto', ...over } })
const billing = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+1 555 0100' }

const events: AnyEventObject[] = [
  ...[
    loaded({}),
    loaded({ link: link({ payment_method: 'crypto' }) }),
    loaded({ link: link({ is_expired: true }) }),
    loaded({ resume: { kind: 'expired' } }),
    loaded({ resume: { kind: 'record', record: record() } }),
    loaded({ resume: { kind: 'record', record: record({ payment_method: 'card', address: null, redirect_url: 'https://pay.example.com/x' }) } }),
    loaded({ resume: { kind: 'record', record: record({ address: null }) } }),
    loaded({ resume: { kind: 'task', task: { payment_link_id: 'demo-both', task_id: 'task-9', payment_method: 'crypto', timestamp: Date.now() } } }),
  ].map((output) => ({ type: 'xstate.done.actor.loadCheckout', output })),
  { type: 'xstate.error.actor.loadCheckout', error: { status: 404, message: 'Payment link not found.' } },
  { type: 'xstate.error.actor.loadCheckout', error: { message: 'Malformed response' } },
  { type: 'RETRY' },
  { type: 'SELECT_METHOD', method: 'crypto' },
  { type: 'SELECT_METHOD', method: 'card' },
  { type: 'SUBMIT', billing },
  { type: 'STORED_TRANSACTION', record: record({ transaction_id: '77' }) },
  { type: 'STORED_TRANSACTION', record: record({ payment_link_id: 'other' }) },
  { type: 'xstate.done.actor.createTransaction', output: { task_id: 'task-1' } },
  { type: 'xstate.done.actor.createTransaction', output: {} },
  { type: 'xstate.error.actor.createTransaction', error: { message: 'This payment link has expired.', status: 400 } },
  ...[
    result({}),
    result({ payment_method: 'card', address: null, redirect_url: 'https://pay.example.com/1' }),
    result({ address: null }),
    result({ payment_method: 'card', address: null }),
    { ok: true, result: '<html>' },
    { ok: false, error: 'Payment provider declined the transaction.' },
  ].map((output) => ({ type: 'xstate.done.actor.task', output })),
  { type: 'xstate.error.actor.task', error: new Error('boom') },
  { type: 'xstate.done.actor.cryptoStatus', output: { outcome: 'completed' } },
  { type: 'xstate.done.actor.cryptoStatus', output: { outcome: 'failed' } },
]

// A vertex: the state, the context the guards read, and the event that led there (so every transition is reached).
const serializeState = (s: { value: unknown; context: unknown }, event: AnyEventObject | undefined) => {
  const c = s.context as { method: unknown; payment: { payment_method?: unknown } | null; error: unknown; methods: unknown }
  return JSON.stringify([s.value, c.method, c.methods, c.payment?.payment_method ?? null, c.error, event?.type ?? null])
}

const inputs = [{ linkId: null }, { linkId: '../etc' }, { linkId: 'demo-both' }, { linkId: 'demo-both', transactionId: '5' }]
const recorder = createCoverageRecorder('checkoutMachine', checkoutMachine)

fakeTimersPerTest()

describe('checkoutMachine: generated paths', () => {
  const paths = inputs.flatMap((input) => machinePaths(checkoutMachine, { events, input, serializeState }).map((path) => ({ path, input })))

  it.each(paths.map((p) => [`${JSON.stringify(p.input)} ${describePath(p.path)}`, p] as const))('replays %s', async (_, { path, input }) => {
    const actors = {
      loadCheckout: controllablePromiseActor(),
      createTransaction: controllablePromiseActor(),
      task: controllablePromiseActor(),
      cryptoStatus: controllablePromiseActor(),
    }
    const persisted: unknown[] = []
    const tasks: string[] = []
    const urls: unknown[] = []
    const machine = checkoutMachine.provide({
      actors: {
        loadCheckout: actors.loadCheckout.logic as AnyActorLogic,
        createTransaction: actors.createTransaction.logic as AnyActorLogic,
        pollTask: actors.task.logic as AnyActorLogic,
        watchCryptoStatus: actors.cryptoStatus.logic as AnyActorLogic,
        watchStoredTransaction: fromCallback(() => () => {}),
      } as never,
      actions: {
        persistTransaction: (_, record) => void persisted.push(record),
        rememberTransactionInUrl: (_, params) => void urls.push(params),
        persistTask: (_, task) => void tasks.push(`save:${task.task_id}`),
        forgetTask: () => void tasks.push('forget'),
      },
    })
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start()
    await replayPath(path, actor, {
      async trigger(event) {
        const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '') as keyof typeof actors
        actors[id].settle(event)
        await vi.advanceTimersByTimeAsync(0)
      },
    })
    // Whenever a transaction was created, it was stored and put into the URL, once.
    const snapshot = actor.getSnapshot()
    if (path.steps.some((s) => s.event.type === 'xstate.done.actor.task') && snapshot.matches('payment')) {
      expect(persisted).toHaveLength(1)
      expect(urls).toEqual([{ linkId: 'demo-both', transactionId: snapshot.context.payment!.transaction_id }])
    }
    // A running task is remembered from the 202 until it ends.
    if (path.steps.some((s) => s.event.type === 'xstate.done.actor.task' || s.event.type === 'xstate.error.actor.task')) expect(tasks.at(-1)).toBe('forget')
    if (snapshot.matches('processing')) expect(tasks.filter((t) => t === 'forget')).toHaveLength(0)
    // Never more than one creation request.
    expect(actors.createTransaction.calls.length).toBeLessThanOrEqual(1)
    actor.stop()
    recorder.countPath()
  })

  it('reaches every state and transition', () => {
    expectFullCoverage(recorder)
  })
})
