// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { billingFormMachine } from '../../../src/machines/checkout/billingFormMachine'
import { coverModel } from '../../support/pathCoverage'
import model from './billingFormMachine.model'
import oracle from './billingFormMachine.oracle'

describe('billingFormMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'billingFormMachine',
      model,
      oracle,
      start: (_, inspect) => ({ actor: createActor(billingFormMachine, { inspect }).start(), trigger: () => {} }),
    })
  })
})
