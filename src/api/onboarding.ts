import { queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import { api, type Api } from './client'
import { ApiError, MALFORMED_RESPONSE, serverMessage, unwrap } from './apiError'
import type { TelegramSubmitFailure } from '../domain/telegramUsername'
import { KYC_INIT_FAILED, PROMO_REQUEST_FAILED, SUBSCRIPTION_CREATE_FAILED } from '../domain/failureMessages'

type S = components['schemas']

/** The onboarding calls of SPEC §7 (plans, promo codes, subscription, KYC session, telegram), bound to the session client. */
export function onboardingCalls(api: Api) {
  return {
    listPlans: async (): Promise<S['Plan'][]> => unwrap(await api.GET('/subscription/list-plans'), 'Failed to load the plans'),

    currentSubscription: async (): Promise<S['CurrentSubscription'] | null> => unwrap(await api.GET('/subscription/current'), 'Failed to load your subscription').data,

    validatePromo: async (code: string): Promise<S['PromoValidation']> =>
      unwrap(await api.GET('/subscription/promo-code/{code}/', { params: { path: { code } } }), PROMO_REQUEST_FAILED),

    /** Under the order's Idempotency-Key: a retry after a lost answer gets the subscription already started. */
    createSubscription: async (body: S['SubscriptionCreate'], idempotencyKey: string, signal?: AbortSignal): Promise<S['TaskAccepted']> =>
      unwrap(await api.POST('/subscription/async/create', { body, params: { header: { 'Idempotency-Key': idempotencyKey } }, signal }), SUBSCRIPTION_CREATE_FAILED),

    /** Rejects with an ApiError (a TaskPollError: the HTTP status, when there was one) as the async-task machine expects. */
    subscriptionTaskStatus: async (taskId: string, signal?: AbortSignal): Promise<S['TaskStatusResponse']> => {
      let result
      try {
        result = await api.GET('/transaction/async/subscription_status/{taskId}', { params: { path: { taskId } }, signal })
      } catch (error) {
        if (error instanceof SyntaxError) throw new ApiError(MALFORMED_RESPONSE, undefined, true)
        throw error
      }
      if (!result.response.ok || !result.data) throw new ApiError(serverMessage(result.error) ?? 'Failed to check the subscription', result.response.status)
      return result.data
    },

    kycSession: async (email: string, signal?: AbortSignal): Promise<S['KycSession']> =>
      unwrap(await api.POST('/kyc/vove/generate-session/', { body: { email }, signal }), KYC_INIT_FAILED),

    /** Rejects with the HTTP status and the server's message, so that SPEC §8's precedence can apply. */
    updateTelegram: async (telegram: string, signal?: AbortSignal): Promise<S['UserUpdateResponse']> => {
      let result
      try {
        result = await api.PATCH('/auth/update_user_telegram', { body: { telegram }, signal })
      } catch (error) {
        throw { message: error instanceof Error ? error.message : undefined } satisfies TelegramSubmitFailure
      }
      if (!result.response.ok || !result.data) throw { status: result.response.status, serverMessage: serverMessage(result.error) ?? undefined } satisfies TelegramSubmitFailure
      return result.data
    },
  }
}

export type OnboardingCalls = ReturnType<typeof onboardingCalls>

/** The onboarding calls on the session client (refresh-retry included). */
export const onboarding = onboardingCalls(api)

/** Every subscription read starts with this key. */
export const SUBSCRIPTION_KEY = ['subscription'] as const

export const plansQuery = () => queryOptions({ queryKey: [...SUBSCRIPTION_KEY, 'plans'] as const, queryFn: onboarding.listPlans })

/** The client's subscription (null without one); re-read once a new one is paid. */
export const currentSubscriptionQuery = () => queryOptions({ queryKey: [...SUBSCRIPTION_KEY, 'current'] as const, queryFn: onboarding.currentSubscription })

/** A promo code as the server judges it now (a read: validating applies nothing). */
export const promoQuery = (code: string) => queryOptions({ queryKey: [...SUBSCRIPTION_KEY, 'promo', code] as const, queryFn: () => onboarding.validatePromo(code) })
