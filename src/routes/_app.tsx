import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { requireAccess, isProfileFailed, isRetryingProfile } from './-session/guards'
import { ProfileFailedScreen } from '../components/shell/ProfileFailedScreen'
import { ClientGate } from './-onboarding/ClientGate'

/**
 * The signed-in area (inside and outside the side-menu layout): one guard for every route below,
 * from the access rules keyed by path. Visitors go to /login, refused users to /dashboard.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireAccess(context.auth, location),
  component: SignedInArea,
})

function SignedInArea() {
  const { auth } = Route.useRouteContext()
  const failed = useSelector(auth, isProfileFailed)
  const retrying = useSelector(auth, isRetryingProfile)
  const user = useSelector(auth, (state) => state.context.user)
  if (failed || retrying) return <ProfileFailedScreen retrying={retrying} onRetry={() => auth.send({ type: 'RETRY' })} onLogout={() => auth.send({ type: 'LOGOUT' })} />
  // Client gating (KYC, plan, telegram): the one place the signed-in area's pages are rendered.
  return user ? (
    <ClientGate user={user}>
      <Outlet />
    </ClientGate>
  ) : (
    <Outlet />
  )
}
