// @vitest-environment node
/** Generated paths of the subscription payment, checked against subscriptionPaymentMachine.oracle.ts . */
import { describe, it, vi } from 'vitest'
import { createActor, fromPromise, type AnyEventObject } from 'xstate'
import { asyncTaskMachine, type TaskStatusReport } from '../../../src/machines/shared/asyncTaskMachine'
import { subscriptionPaymentMachine } from '../../../src/machines/onboarding/subscriptionPaymentMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { coverModel, NotPending } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import model, { subscriptionInput } from './subscriptionPaymentMachine.model'
import oracle from './subscriptionPaymentMachine.oracle'

const report = (status: string, extra: Partial<TaskStatusReport> = {}): TaskStatusReport => ({ status, result: null, error: null, message: null, ...extra })

fakeTimersPerTest()

describe('subscriptionPaymentMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'subscriptionPaymentMachine',
      model,
      oracle,
      start: (input, inspect) => {
        const actors = settleableActors()
        // The real task machine: its outcome is caused by one scripted status reply after the first 1 s delay.
        let nextReply: TaskStatusReport | null = null
        const machine = subscriptionPaymentMachine.provide({
          actors: {
            createSubscription: actors.actor('createSubscription'),
            pollTask: asyncTaskMachine.provide({ actors: { fetchTaskStatus: fromPromise(async () => nextReply!) } }),
          },
        })
        const actor = createActor(machine, { input: input as ReturnType<typeof subscriptionInput>, inspect }).start()
        const trigger = async (event: AnyEventObject) => {
          if (event.type !== 'xstate.done.actor.pollTask') return actors.trigger(event)
          if (!actor.getSnapshot().children.pollTask) throw new NotPending('pollTask')
          nextReply = event.output.ok ? report('completed') : report('failed', { error: event.output.error })
          await vi.advanceTimersByTimeAsync(1000)
        }
        return { actor, trigger }
      },
    })
  })
})
