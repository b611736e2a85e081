import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { createTelegramMachine } from '../../machines/onboarding/wiring'
import { TelegramDialog } from '../../components/onboarding/TelegramDialog'
import { notify } from '../../components/common/toaster'
import { config } from '../../config'
import { calls, useRefreshProfile } from '../-onboarding/deps'

/**
 * The onboarding's Telegram machine, not required here: Cancel closes it, and it closes itself 2 s
 * after a success (SPEC §2), once the profile was re-read. Mounted for one change, then gone.
 */
export function TelegramChange({ current, onFinished }: { current: string | null; onFinished: () => void }) {
  const refreshProfile = useRefreshProfile()
  const [machine] = useState(() => createTelegramMachine({ calls, notify, refreshProfile }))
  const [state, send] = useMachine(machine, { input: { required: false, productName: config.productName } })
  useEffect(() => {
    if (current) send({ type: 'CHANGE', value: current })
  }, [send, current])
  const finished = state.status === 'done'
  useEffect(() => {
    if (finished) onFinished()
  }, [finished, onFinished])
  return (
    <TelegramDialog
      open={state.status === 'active'}
      required={false}
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
