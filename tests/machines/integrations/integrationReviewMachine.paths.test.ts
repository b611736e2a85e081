import { describe, it } from 'vitest'
import { createActor } from 'xstate'
import { integrationReviewMachine, type IntegrationReviewInput } from '../../../src/machines/integrations/integrationReviewMachine'
import { ApiError } from '../../../src/api/apiError'
import { coverAllTransitions } from '../../support/pathCoverage'
import { settleableActors } from '../support/settleableActors'
import { fakeTimersPerTest } from '../../support/fakeTimers'

const ID = '7d4b1c2a-0e5f-4a6b-8c9d-0e1f2a3b4c5d'
const reviewed = { id: ID, hostname: 'lapsed-store.example', user_email: 'lapsed@paygrid.test', is_pending: false, is_valid: true }

fakeTimersPerTest()

describe('integrationReviewMachine generated paths (xstate/graph)', () => {
  it('reaches every state and transition', async () => {
    await coverAllTransitions({
      name: 'integrationReviewMachine',
      machine: integrationReviewMachine,
      events: [
        { type: 'APPROVE' },
        { type: 'REJECT' },
        { type: 'xstate.done.actor.updateStatus', output: { data: reviewed, message: 'Integration approved successfully' } },
        { type: 'xstate.error.actor.updateStatus', error: new ApiError('Failed to update integration status', 500) },
      ],
      inputs: [{ id: ID }],
      start: (input, inspect) => {
        const actors = settleableActors()
        const machine = integrationReviewMachine.provide({ actors: { updateStatus: actors.actor('updateStatus') } })
        return { actor: createActor(machine, { input: input as IntegrationReviewInput, inspect }).start(), trigger: actors.trigger }
      },
    })
  })
})
