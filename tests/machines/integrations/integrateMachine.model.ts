import { integrateMachine } from '../../../src/machines/integrations/integrateMachine'
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

export default definePathModel({
  machine: integrateMachine,
  events: [
    // What the form sends once the text passes the bare-hostname rule: the hostname (a pasted https://Shop.Example.com/ gives it too).
    labelled('shop.example.com', { type: 'SUBMIT', value: { hostname: 'shop.example.com' } }),
    labelled('submitted for review', { type: 'xstate.done.actor.createIntegration', output: { data: integration, message: 'Integration submitted for review.' } }),
    labelled('already integrated', { type: 'xstate.error.actor.createIntegration', error: new ApiError('Your website is already integrated.', 400) }),
  ],
})
