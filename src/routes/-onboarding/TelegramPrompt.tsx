import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { telegramRequiredMessage } from '../../machines/onboarding/telegramMachine'
import { createTelegramMachine } from '../../machines/onboarding/wiring'
import { useOnboardingWords } from '../../components/onboarding/onboardingWords'
import { TelegramDialog } from '../../components/onboarding/TelegramDialog'
import { appToaster, notify, TOAST_DURATION } from '../../components/common/toaster'
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

/** The Telegram machine's "Telegram username is required to continue using {product}", in the reader's language. */
function RequiredToContinue() {
  const { t } = useOnboardingWords()
  return t('telegramRequiredToContinue', { product: config.productName })
}

/** The Telegram machine and its dialog: the gating's required prompt, and the settings' optional change. */
export function TelegramPrompt({ required = true, current = null, onFinished }: TelegramPromptProps) {
  const refreshProfile = useRefreshProfile()
  const [machine] = useState(() =>
    createTelegramMachine({
      notify: {
        success: notify.success,
        // The "required to continue" message holds the product's name (a template `text` cannot find): its toast says
        // it in the reader's language itself; the other messages are found by the toast's own `text`.
        error: (message) =>
          message === telegramRequiredMessage(config.productName)
            ? appToaster.create({ type: 'error', title: <RequiredToContinue />, duration: TOAST_DURATION.error, closable: true })
            : notify.error(message),
      },
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
