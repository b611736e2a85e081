import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { apiBase } from '../../api/client'
import { createKycMachine } from '../../machines/onboarding/wiring'
import { KycPage } from '../../components/onboarding/KycPage'
import { config } from '../../config'
import { loadKycProvider } from '../../kyc/provider'
import { useRefreshProfile } from './deps'

/** The KYC machine with the configured provider; success re-reads the profile and goes home. */
export function KycScreen({ email, isKyc, onLogout }: { email: string; isKyc: boolean; onLogout?: () => void }) {
  const navigate = useNavigate()
  const refreshProfile = useRefreshProfile()
  const [machine] = useState(() =>
    createKycMachine({
      loadProvider: () => loadKycProvider({ apiBase, voiceGuidance: config.kycVoiceGuidance }),
      refreshProfile,
      onVerified: () => {
        void refreshProfile()
          .catch(() => undefined)
          .then(() => navigate({ to: '/' }))
      },
    }),
  )
  const [state, send] = useMachine(machine, { input: { email, isKyc } })
  return (
    <KycPage
      view={state.value}
      error={state.context.error}
      onStart={() => send({ type: 'START' })}
      onRetry={() => send({ type: 'RETRY' })}
      onConfirmCompleted={() => send({ type: 'CONFIRM_COMPLETED' })}
      onLogout={onLogout}
    />
  )
}
