import { Stack } from '@chakra-ui/react'
import { useRouteContext } from '@tanstack/react-router'
import { useMachine, useSelector } from '@xstate/react'
import { useCallback, useState } from 'react'
import type { User } from '../../machines/auth/authMachine'
import { createLogoutAllMachine, createProfileMachine } from '../../machines/settings/wiring'
import { applyColorMode, currentColorMode } from '../../theme/colorMode'
import { notify } from '../../components/common/toaster'
import { PageHeader } from '../../components/common/PageHeader'
import { ProfileForm } from '../../components/settings/ProfileForm'
import { TelegramSetting } from '../../components/settings/TelegramSetting'
import { ColorModeSetting } from '../../components/settings/ColorModeSetting'
import { SessionsSetting } from '../../components/settings/SessionsSetting'
import { TelegramPrompt } from '../-onboarding/TelegramPrompt'
import { useMessages } from '../../i18n/appLocale'
import { settingsMessages } from '../../i18n/messages/settings.en'

/** The merchant's settings (designed here): profile, Telegram, colour mode, every session. */
export function SettingsScreen() {
  const { auth } = useRouteContext({ from: '/_app' })
  const user = useSelector(auth, (state) => state.context.user)
  // The signed-in layout renders its pages only with a user.
  return user ? <Settings user={user} /> : null
}

function Settings({ user }: { user: User }) {
  const { auth } = useRouteContext({ from: '/_app' })
  const { t } = useMessages(settingsMessages)
  // The toast says what the server answered, as it answered it.
  const [profileMachine] = useState(() => createProfileMachine({ onSaved: (saved) => auth.send({ type: 'PROFILE_UPDATED', user: saved }), notifySuccess: notify.success }))
  const [profile, sendProfile] = useMachine(profileMachine, { input: { user } })
  const [logoutAllMachine] = useState(() => createLogoutAllMachine({ signOut: () => auth.send({ type: 'LOGOUT' }) }))
  const [sessions, sendSessions] = useMachine(logoutAllMachine)
  const [changingTelegram, setChangingTelegram] = useState(false)
  const closeTelegram = useCallback(() => setChangingTelegram(false), [])
  const [colorMode, setColorMode] = useState(currentColorMode)

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ProfileForm
        email={profile.context.email}
        values={profile.context.values}
        fieldError={profile.context.fieldError}
        formError={profile.context.formError}
        saving={profile.matches('saving')}
        saved={profile.matches('saved')}
        onEdit={() => sendProfile({ type: 'EDIT' })}
        onSubmit={(value) => sendProfile({ type: 'SUBMIT', value })}
      />
      <TelegramSetting telegram={user.telegram} onChange={() => setChangingTelegram(true)} />
      {changingTelegram && <TelegramPrompt required={false} current={user.telegram} onFinished={closeTelegram} />}
      <ColorModeSetting
        dark={colorMode === 'dark'}
        onChange={(dark) => {
          const mode = dark ? 'dark' : 'light'
          applyColorMode(mode)
          setColorMode(mode)
        }}
      />
      <SessionsSetting
        confirming={sessions.matches('confirming') || sessions.matches('signingOut') || sessions.matches('failed')}
        signingOut={sessions.matches('signingOut') || sessions.matches('done')}
        error={sessions.context.error}
        onOpen={() => sendSessions({ type: 'OPEN' })}
        onConfirm={() => sendSessions({ type: 'CONFIRM' })}
        onCancel={() => sendSessions({ type: 'CANCEL' })}
      />
    </Stack>
  )
}
