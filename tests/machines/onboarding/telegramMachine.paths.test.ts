// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { telegramMachine, type TelegramInput } from '../../../src/machines/onboarding/telegramMachine'
import { fakeTimersPerTest } from '../../support/fakeTimers'
import { coverModel } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import model from './telegramMachine.model'
import oracle from './telegramMachine.oracle'

fakeTimersPerTest()

describe('telegramMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'telegramMachine',
      model,
      oracle,
      start: (input, inspect) => {
        // SPEC §9's 2 s, not the machine's own constant: a wrong delay must show.
        const actors = settleableActors({ autoClose: 2000 })
        const machine = telegramMachine.provide({ actors: { submitTelegram: actors.actor('submitTelegram') } })
        return { actor: createActor(machine, { input: input as TelegramInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})
