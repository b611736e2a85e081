import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { createTelegramMachine } from '../../machines/onboarding/wiring'
import { TelegramDialog } from '../../components/onboarding/TelegramDialog'
import { notify } from '../../components/common/toaster'
import { config } from '../../config'
import { useRefreshProfile } from './deps'

export interface TelegramPromptProps {
  /** The gating's prompt cannot be dismissed until a username was saved; the settings' change can. */
  required?: boolean
  /** The username the dialog starts from (the settings' change of a saved one). */
  current?: string | null
  /** Once the machine is done: closed, or 2 s after a success (SPEC §2), once the profile was re-read. */
  onFinished?: () => void
}


/** The Telegram machine and its dialog: the gating's required prompt, and the settings' optional change. */
export function TelegramPrompt({ required = true, current = null, onFinished }: TelegramPromptProps) {
  const refreshProfile = useRefreshProfile()
  const [machine] = useState(() =>
    createTelegramMachine({
      notify,
      refreshProfile,
    }),
  )
  const [state, send] = useMachine(machine, { input: { required, productName: config.productName } })
  const finished = state.status === 'done'
  useEffect(() => {
    if (finished) onFinished?.()
  }, [finished, onFinished])
  return (
    <TelegramDialog
      open={state.status === 'active'}
      required={state.context.required}
      current={current}
      username={state.context.username}
      error={state.context.error}
      submitting={state.matches('submitting')}
      verified={state.matches('verified')}
      onSubmit={(value) => send({ type: 'SUBMIT', value })}
      onClose={() => send({ type: 'CLOSE' })}
      onContinue={() => send({ type: 'CONTINUE' })}
    />
  )
}
