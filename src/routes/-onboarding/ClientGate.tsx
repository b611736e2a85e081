import { useLocation, useRouteContext } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, type ReactNode } from 'react'
import type { components } from '../../api/schema'
import { firstOpenPath } from '../../domain/gating'
import { menuFor } from '../../domain/menu'
import { gatingMachine } from '../../machines/onboarding/gatingMachine'
import { KycScreen } from './KycScreen'
import { PlanSelectionScreen } from './PlanSelectionScreen'
import { TelegramPrompt } from './TelegramPrompt'

type User = components['schemas']['User']

/** Client gating (SPEC §2) around the signed-in area's pages; re-evaluated whenever the profile or the path changes. */
export function ClientGate({ user, children }: { user: User; children: ReactNode }) {
  const { auth } = useRouteContext({ from: '/_app' })
  const path = useLocation({ select: (location) => location.pathname })
  const gate = useActorRef(gatingMachine, { input: { user, path } })
  useEffect(() => gate.send({ type: 'PROFILE_CHANGED', user }), [gate, user])
  useEffect(() => gate.send({ type: 'PATH_CHANGED', path }), [gate, path])
  const view = useSelector(gate, (state) => state.value)
  const logout = () => auth.send({ type: 'LOGOUT' })

  switch (view) {
    case 'kyc':
      return <KycScreen email={user.email} isKyc={user.is_kyc} onLogout={logout} />
    case 'planSelection':
      // "Go to Dashboard" leads to the first page of the menu the gate shows this client; none, and it is not offered.
      return <PlanSelectionScreen onLogout={logout} dashboardPath={firstOpenPath(user, menuFor(user).map((item) => item.to))} />
    case 'telegram':
      return (
        <>
          {children}
          <TelegramPrompt />
        </>
      )
    default:
      return children
  }
}
