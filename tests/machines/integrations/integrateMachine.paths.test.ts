import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { integrateMachine, type IntegrateInput } from '../../../src/machines/integrations/integrateMachine'
import { ApiError } from '../../../src/api/apiError'
import { coverAllTransitions } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const integration = {
  id: '0b9c6a52-2f4d-4f0e-9a41-5d1f2c3b4a59',
  hostname: 'shop.example.com',
  user_email: 'plan@paygrid.test',
  is_pending: true,
  is_valid: false,
  status: 'pending',
  api_key: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
}

fakeTimersPerTest()

describe('integrateMachine generated paths (xstate/graph)', () => {
  it('reaches every state and transition', async () => {
    await coverAllTransitions({
      name: 'integrateMachine',
      machine: integrateMachine,
      events: [
        { type: 'CHANGE', value: 'evil.com/path' },
        { type: 'CHANGE', value: 'https://shop.example.com/' },
        { type: 'BLUR' },
        { type: 'SUBMIT' },
        { type: 'xstate.done.actor.createIntegration', output: { data: integration, message: 'Integration submitted for review.' } },
        { type: 'xstate.error.actor.createIntegration', error: new ApiError('Your website is already integrated.', 400) },
      ],
      inputs: [{ website: '' }, { website: 'sketchy-deals.example' }],
      start: (input, inspect) => {
        const actors = settleableActors()
        const machine = integrateMachine.provide({ actors: { createIntegration: actors.actor('createIntegration') } })
        return { actor: createActor(machine, { input: input as IntegrateInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})
