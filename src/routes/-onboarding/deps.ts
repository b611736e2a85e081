import { useRouteContext } from '@tanstack/react-router'
import { useCallback } from 'react'
import { authSessionCalls } from '../../api/auth'
import type { RefreshProfile } from '../../machines/onboarding/wiring'

const { me } = authSessionCalls()

/** Re-reads the profile into the auth actor: the gating re-evaluates without a reload. */
export function useRefreshProfile(): RefreshProfile {
  const { auth } = useRouteContext({ from: '/_app' })
  return useCallback(async () => {
    const user = await me()
    auth.send({ type: 'PROFILE_UPDATED', user })
    return user
  }, [auth])
}
