// @vitest-environment node
import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { formMachine, type FormInput } from '../../../src/machines/form/formMachine'
import { coverModel } from '../../support/pathCoverage'
import model from './formMachine.model'
import oracle from './formMachine.oracle'

describe('formMachine generated paths (xstate/graph)', () => {
  it('reaches every state, transition and guard outcome, each step as the spec says', async () => {
    await coverModel({
      name: 'formMachine',
      model,
      oracle,
      start: (input, inspect) => ({ actor: createActor(formMachine, { input: input as FormInput, inspect }).start(), trigger: () => {} }),
    })
  })
})
