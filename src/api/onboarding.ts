import { queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import { api } from './client'
import { ApiError, MALFORMED_RESPONSE, serverMessage, settle } from './apiError'
import type { TelegramSubmitFailure } from '../domain/telegramUsername'
import { KYC_INIT_FAILED, PROMO_REQUEST_FAILED, SUBSCRIPTION_CREATE_FAILED } from '../domain/failureMessages'

type S = components['schemas']

/** The onboarding calls of SPEC §7 (plans, promo codes, subscription, KYC session, telegram), on the session client. */

export const PLANS_LOAD_FAILED = 'Failed to load the plans'
export const SUBSCRIPTION_LOAD_FAILED = 'Failed to load your subscription'

export const listPlans = (signal?: AbortSignal): Promise<S['Plan'][]> => settle(api.GET('/subscription/list-plans', { signal }), PLANS_LOAD_FAILED, signal)

export const fetchCurrentSubscription = async (signal?: AbortSignal): Promise<S['CurrentSubscription'] | null> =>
  (await settle(api.GET('/subscription/current', { signal }), SUBSCRIPTION_LOAD_FAILED, signal)).data

export const validatePromo = (code: string, signal?: AbortSignal): Promise<S['PromoValidation']> =>
  settle(api.GET('/subscription/promo-code/{code}/', { params: { path: { code } }, signal }), PROMO_REQUEST_FAILED, signal)

/** Under the order's Idempotency-Key: a retry after a lost answer gets the subscription already started. */
export const createSubscription = (body: S['SubscriptionCreate'], idempotencyKey: string, signal?: AbortSignal): Promise<S['TaskAccepted']> =>
  settle(api.POST('/subscription/async/create', { body, params: { header: { 'Idempotency-Key': idempotencyKey } }, signal }), SUBSCRIPTION_CREATE_FAILED, signal)

/**
 * Not through settle: the async-task machine tells a failed network (retried, as it is), a malformed body
 * (fatal) and an HTTP status apart, so this rejects with each as that machine expects (a TaskPollError).
 */
export async function subscriptionTaskStatus(taskId: string, signal?: AbortSignal): Promise<S['TaskStatusResponse']> {
  let result
  try {
    result = await api.GET('/transaction/async/subscription_status/{taskId}', { params: { path: { taskId } }, signal })
  } catch (error) {
    if (error instanceof SyntaxError) throw new ApiError(MALFORMED_RESPONSE, undefined, true)
    throw error
  }
  if (!result.response.ok || !result.data) throw new ApiError(serverMessage(result.error) ?? 'Failed to check the subscription', result.response.status)
  return result.data
}

export const createKycSession = (email: string, signal?: AbortSignal): Promise<S['KycSession']> =>
  settle(api.POST('/kyc/vove/generate-session/', { body: { email }, signal }), KYC_INIT_FAILED, signal)

/**
 * Not through settle: SPEC §8's Telegram message takes the server's message, else the error's own, else one
 * by status (src/domain/telegramUsername.ts), so this rejects with the status and the server's message apart.
 */
export async function updateTelegram(telegram: string, signal?: AbortSignal): Promise<S['UserUpdateResponse']> {
  let result
  try {
    result = await api.PATCH('/auth/update_user_telegram', { body: { telegram }, signal })
  } catch (error) {
    throw { message: error instanceof Error ? error.message : undefined } satisfies TelegramSubmitFailure
  }
  if (!result.response.ok || !result.data) throw { status: result.response.status, serverMessage: serverMessage(result.error) ?? undefined } satisfies TelegramSubmitFailure
  return result.data
}

/** Every subscription read starts with this key. */
export const SUBSCRIPTION_KEY = ['subscription'] as const

export const plansQuery = () => queryOptions({ queryKey: [...SUBSCRIPTION_KEY, 'plans'] as const, queryFn: ({ signal }) => listPlans(signal) })

/** The client's subscription (null without one); re-read once a new one is paid. */
export const currentSubscriptionQuery = () => queryOptions({ queryKey: [...SUBSCRIPTION_KEY, 'current'] as const, queryFn: ({ signal }) => fetchCurrentSubscription(signal) })

/** A promo code as the server judges it now (a read: validating applies nothing). */
export const promoQuery = (code: string) => queryOptions({ queryKey: [...SUBSCRIPTION_KEY, 'promo', code] as const, queryFn: ({ signal }) => validatePromo(code, signal) })
