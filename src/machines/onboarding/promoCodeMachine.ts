import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../../api/schema'
import { PROMO_REQUEST_FAILED } from '../../domain/failureMessages'
import { isBlankCoupon, normaliseCoupon, type CouponFormValue } from '../../domain/couponCode'

type PromoCode = components['schemas']['PromoCode']
type PromoValidation = components['schemas']['PromoValidation']

export const PROMO_REMOVED = 'Promo code removed'

export interface PromoContext {
  /** The code saved or last sent (upper case): what the coupon box starts from. */
  code: string
  applied: PromoCode | null
  /** The inline error under the coupon box. */
  error: string | null
}

/** The coupon box checks the code (src/domain/couponCode.ts) and applies the parsed value. */
export type PromoEvent = { type: 'APPLY'; value: CouponFormValue } | { type: 'REMOVE' }

const APPLY = { target: '#promoCode.validating', actions: 'takeCode' } as const

/**
 * Promo code (SPEC §4, §5, §8): none → validating → applied (saved locally) or rejected;
 * Remove clears it. A code saved earlier (input.savedCode) is re-validated quietly at start:
 * no toasts for what the user did not just do.
 */
export const promoCodeMachine = setup({
  types: {
    context: {} as PromoContext,
    events: {} as PromoEvent,
    input: {} as { savedCode: string | null },
  },
  actors: {
    validatePromo: fromPromise<PromoValidation, { code: string }>(() => Promise.reject(new Error('validatePromo not provided'))),
  },
  actions: {
    saveCode: (_, _params: { code: string }) => {},
    forgetCode: () => {},
    notifySuccess: (_, _params: { message: string }) => {},
    notifyError: (_, _params: { message: string }) => {},
    takeCode: assign(({ event }) => ({ code: (event as Extract<PromoEvent, { type: 'APPLY' }>).value.code, error: null })),
  },
  guards: {
    hasSavedCode: ({ context }) => !isBlankCoupon(context.code),
    isValid: (_, params: { validation: PromoValidation }) => params.validation.valid && params.validation.promo_code !== null,
  },
}).createMachine({
  id: 'promoCode',
  context: ({ input }) => ({ code: normaliseCoupon(input.savedCode ?? ''), applied: null, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasSavedCode', target: 'restoring' }, { target: 'none' }],
    },
    restoring: {
      invoke: {
        id: 'validatePromo',
        src: 'validatePromo',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ validation: event.output }) },
            target: 'applied',
            actions: assign({ applied: ({ event }) => event.output.promo_code }),
          },
          { target: 'none', actions: [assign({ code: '' }), 'forgetCode'] },
        ],
        onError: { target: 'none' },
      },
    },
    none: { on: { APPLY } },
    validating: {
      invoke: {
        id: 'validatePromo',
        src: 'validatePromo',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ validation: event.output }) },
            target: 'applied',
            actions: [
              assign({ applied: ({ event }) => event.output.promo_code }),
              { type: 'saveCode', params: ({ context }) => ({ code: context.code }) },
              { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
          {
            target: 'rejected',
            actions: [
              assign({ applied: null, error: ({ event }) => event.output.message }),
              'forgetCode',
              { type: 'notifyError', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
        ],
        onError: {
          target: 'none',
          actions: [assign({ error: PROMO_REQUEST_FAILED }), { type: 'notifyError', params: { message: PROMO_REQUEST_FAILED } }],
        },
      },
    },
    applied: {
      on: {
        REMOVE: {
          target: 'none',
          actions: [assign({ applied: null, code: '', error: null }), 'forgetCode', { type: 'notifySuccess', params: { message: PROMO_REMOVED } }],
        },
      },
    },
    /** The server said no: its message stays under the box until the next Apply, which validates again. */
    rejected: { on: { APPLY } },
  },
})
