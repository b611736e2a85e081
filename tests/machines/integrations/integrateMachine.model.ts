import { integrateMachine, type IntegrateInput } from '../../../src/machines/integrations/integrateMachine'
import { ApiError } from '../../../src/api/apiError'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

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

export default definePathModel<IntegrateInput>({
  machine: integrateMachine,
  events: [
    labelled('evil.com/path', { type: 'CHANGE', value: 'evil.com/path' }),
    labelled('https://shop.example.com/', { type: 'CHANGE', value: 'https://shop.example.com/' }),
    { type: 'BLUR' },
    { type: 'SUBMIT' },
    labelled('submitted for review', { type: 'xstate.done.actor.createIntegration', output: { data: integration, message: 'Integration submitted for review.' } }),
    labelled('already integrated', { type: 'xstate.error.actor.createIntegration', error: new ApiError('Your website is already integrated.', 400) }),
  ],
  inputs: [{ website: '' }, { website: 'sketchy-deals.example' }],
  describeInput: (input) => (input.website ? `starting from the rejected ${input.website}` : 'empty field'),
})
