import type { components } from '../../../src/api/schema'
import { promoCodeMachine } from '../../../src/machines/onboarding/promoCodeMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

type PromoValidation = components['schemas']['PromoValidation']

export const welcome: PromoValidation = {
  valid: true,
  message: 'Promo code applied',
  promo_code: { code: 'WELCOME20', discount_percentage: 20, applicable_plans: ['starter', 'pro'] },
}
export const unknown: PromoValidation = { valid: false, message: 'Invalid promo code', promo_code: null }

export default definePathModel<{ savedCode: string | null }>({
  machine: promoCodeMachine,
  events: [
    // What the coupon box sends once its rule passes: the code, upper case and trimmed.
    labelled('WELCOME20', { type: 'APPLY', value: { code: 'WELCOME20' } }),
    { type: 'REMOVE' },
    labelled('valid', { type: 'xstate.done.actor.validatePromo', output: welcome }),
    labelled('invalid', { type: 'xstate.done.actor.validatePromo', output: unknown }),
    { type: 'xstate.error.actor.validatePromo', error: new Error('network') },
  ],
  inputs: [{ savedCode: null }, { savedCode: 'WELCOME20' }],
  describeInput: (input) => (input.savedCode ? `saved ${input.savedCode}` : 'no saved code'),
})
