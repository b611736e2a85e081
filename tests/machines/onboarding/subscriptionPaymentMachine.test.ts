import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { asyncTaskMachine, type FetchTaskStatusInput, type TaskStatusReport } from '../../../src/machines/shared/asyncTaskMachine'
import { SUBSCRIPTION_CREATE_FAILED } from '../../../src/domain/failureMessages'
import { subscriptionPaymentMachine } from '../../../src/machines/onboarding/subscriptionPaymentMachine'
import { subscriptionInput, order } from './subscriptionPaymentMachine.model'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const report = (status: string, extra: Partial<TaskStatusReport> = {}): TaskStatusReport => ({ status, result: null, error: null, message: null, ...extra })

/** The subscription machine with a hand-settled create call and the REAL async-task machine over scripted status replies. */
function start(replies: TaskStatusReport[]) {
  const actors = settleableActors()
  const polls: FetchTaskStatusInput[] = []
  const effects = { finished: 0, errors: [] as string[] }
  const machine = subscriptionPaymentMachine.provide({
    actors: {
      createSubscription: actors.actor('createSubscription'),
      pollTask: asyncTaskMachine.provide({
        actors: {
          fetchTaskStatus: fromPromise<TaskStatusReport, FetchTaskStatusInput>(async ({ input }) => {
            polls.push(input)
            return replies[Math.min(polls.length - 1, replies.length - 1)]!
          }),
        },
      }),
    },
    actions: { finish: () => void (effects.finished += 1), notifyError: (_, { message }) => void effects.errors.push(message) },
  })
  const actor = createActor(machine, { input: subscriptionInput() }).start()
  return { actor, actors, polls, effects }
}

/** Started and confirmed: the creation call is running. */
function confirmed(replies: TaskStatusReport[]) {
  const started = start(replies)
  started.actor.send({ type: 'CONFIRM', order })
  return started
}

fakeTimersPerTest()

describe('subscriptionPaymentMachine', () => {
  it('opening the order creates nothing: it waits in review until CONFIRM, which sends the reviewed order once', async () => {
    const { actor, actors } = start([report('completed')])
    expect(actor.getSnapshot().value).toBe('review')
    await vi.advanceTimersByTimeAsync(60_000)
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().value).toBe('review')
    expect(actors.inputs('createSubscription')).toEqual([])
    actor.send({ type: 'CONFIRM', order })
    actor.send({ type: 'CONFIRM', order: { plan: 'starter', yearly: false } })
    expect(actor.getSnapshot().value).toBe('creating')
    expect(actors.inputs('createSubscription')).toEqual([{ order, idempotencyKey: 'key-0' }])
  })

  it('creates the subscription with the order, polls the task with its id, passes progress on and finishes', async () => {
    const { actor, actors, polls, effects } = confirmed([report('pending', { progress: 30 }), report('processing', { progress: 70 }), report('completed', { result: {} as never })])
    expect(actors.inputs('createSubscription')).toEqual([{ order, idempotencyKey: 'key-0' }])
    await actors.resolve('createSubscription', { task_id: 'task-9' })
    expect(actor.getSnapshot().value).toBe('processing')
    await vi.advanceTimersByTimeAsync(1000)
    expect(polls[0]).toMatchObject({ taskId: 'task-9' })
    expect(actor.getSnapshot().context.progress).toBe(30)
    await vi.advanceTimersByTimeAsync(1500)
    expect(actor.getSnapshot().context.progress).toBe(70)
    await vi.advanceTimersByTimeAsync(2250)
    expect(actor.getSnapshot().value).toBe('succeeded')
    expect(actor.getSnapshot().context.progress).toBe(100)
    expect(effects.finished).toBe(1)
  })

  it('a failed create says "Failed to create subscription"; Retry creates again', async () => {
    const { actor, actors, effects } = confirmed([report('completed')])
    await actors.reject('createSubscription', { status: 400, message: 'Invalid plan' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe(SUBSCRIPTION_CREATE_FAILED)
    expect(effects.errors).toEqual([SUBSCRIPTION_CREATE_FAILED])
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().value).toBe('creating')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actors.inputs('createSubscription')).toHaveLength(2)
  })

  it.each([
    ['a lost answer', { message: 'Failed to fetch' }, ['key-0', 'key-0']],
    ['a 503', { status: 503, message: 'Service unavailable' }, ['key-0', 'key-0']],
    ['a 400 (the server refused: a new intent)', { status: 400, message: 'Invalid plan' }, ['key-0', 'key-1']],
  ])('Retry after %s sends the order under the keys %j', async (_, error, keys) => {
    const { actor, actors } = confirmed([report('completed')])
    await actors.reject('createSubscription', error)
    actor.send({ type: 'RETRY' })
    expect(actors.inputs('createSubscription').map((input) => (input as { idempotencyKey: string }).idempotencyKey)).toEqual(keys)
  })

  it('Retry after a failed task is a new order: a new key (the first one would replay the failed task)', async () => {
    const { actor, actors } = confirmed([report('failed', { error: 'Card declined' })])
    await actors.resolve('createSubscription', { task_id: 'task-9' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().value).toBe('failed')
    actor.send({ type: 'RETRY' })
    expect(actors.inputs('createSubscription').map((input) => (input as { idempotencyKey: string }).idempotencyKey)).toEqual(['key-0', 'key-1'])
  })

  it("a failed task shows the task's own message", async () => {
    const { actor, actors, effects } = confirmed([report('failed', { error: 'Card declined' })])
    await actors.resolve('createSubscription', { task_id: 'task-9' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe('Card declined')
    expect(effects.errors).toEqual(['Card declined'])
    expect(effects.finished).toBe(0)
  })

  it('a 202 without a task id fails without polling', async () => {
    const { actor, actors, polls } = confirmed([report('completed')])
    await actors.resolve('createSubscription', {})
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(polls).toEqual([])
  })
})
