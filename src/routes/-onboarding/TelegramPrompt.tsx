import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { createTelegramMachine } from '../../machines/onboarding/wiring'
import { TelegramDialog } from '../../components/onboarding/TelegramDialog'
import { notify } from '../../components/common/toaster'
import { config } from '../../config'
import { calls, useRefreshProfile } from './deps'

/** The required Telegram prompt of the gating: cannot be dismissed until a username was saved. */
export function TelegramPrompt() {
  const refreshProfile = useRefreshProfile()
  const [machine] = useState(() => createTelegramMachine({ calls, notify, refreshProfile }))
  const [state, send] = useMachine(machine, { input: { required: true, productName: config.productName } })
  return (
    <TelegramDialog
      open={state.status === 'active'}
      required={state.context.required}
      username={state.context.username}
      error={state.context.error}
      submitting={state.matches('submitting')}
      verified={state.matches('verified')}
      onChange={(value) => send({ type: 'CHANGE', value })}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onClose={() => send({ type: 'CLOSE' })}
      onContinue={() => send({ type: 'CONTINUE' })}
    />
  )
}
