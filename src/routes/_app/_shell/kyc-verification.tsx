import { createFileRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { KycScreen } from '../../-onboarding/KycScreen'

export const Route = createFileRoute('/_app/_shell/kyc-verification')({
  component: KycVerification,
})

function KycVerification() {
  const { auth } = Route.useRouteContext()
  const user = useSelector(auth, (state) => state.context.user)
  return user ? <KycScreen email={user.email} isKyc={user.is_kyc} /> : null
}
