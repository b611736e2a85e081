import { queryOptions } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useCallback } from 'react'
import { api } from '../../api/client'
import { authCalls } from '../../api/auth'
import { onboardingCalls } from '../../api/onboarding'
import type { RefreshProfile } from '../../machines/onboarding/wiring'

/** The onboarding calls on the session client (refresh-retry included). */
export const calls = onboardingCalls(api)
const { me } = authCalls(api)

/** Re-reads the profile into the auth actor: the gating re-evaluates without a reload. */
export function useRefreshProfile(): RefreshProfile {
  const { auth } = useRouteContext({ from: '/_app' })
  return useCallback(async () => {
    const user = await me()
    auth.send({ type: 'PROFILE_UPDATED', user })
    return user
  }, [auth])
}

export const PLANS_QUERY_KEY = ['subscription', 'plans'] as const

export const plansQuery = () => queryOptions({ queryKey: PLANS_QUERY_KEY, queryFn: calls.listPlans })

/** The client's subscription (null without one); re-read once a new one is paid. */
export const currentSubscriptionQuery = () => queryOptions({ queryKey: ['subscription', 'current'] as const, queryFn: calls.currentSubscription })

/** A promo code as the server judges it now (a read: validating applies nothing). */
export const promoQuery = (code: string) => queryOptions({ queryKey: ['subscription', 'promo', code] as const, queryFn: () => calls.validatePromo(code) })
