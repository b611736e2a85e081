// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { gatingMachine, type GatingContext } from '../../../src/machines/onboarding/gatingMachine'
import { coverModel } from '../../support/pathCoverage'
import model from './gatingMachine.model'
import oracle from './gatingMachine.oracle'

describe('gatingMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'gatingMachine',
      model,
      oracle,
      start: (input, inspect) => ({ actor: createActor(gatingMachine, { input: input as GatingContext, inspect }).start(), trigger: async () => {} }),
    })
  })
})
