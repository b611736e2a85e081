import { Button, Text } from '@chakra-ui/react'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { useMessages } from '../../i18n/appLocale'
import { settingsMessages } from '../../i18n/messages/settings.en'
import { SettingsSection } from './SettingsSection'

export interface SessionsSettingProps {
  confirming: boolean
  signingOut: boolean
  error: string | null
  onOpen: () => void
  onConfirm: () => void
  onCancel: () => void
}

/** "Log out of all sessions": every browser and device, this one included, after a confirmation. */
export function SessionsSetting({ confirming, signingOut, error, onOpen, onConfirm, onCancel }: SessionsSettingProps) {
  const { t, text } = useMessages(settingsMessages)
  return (
    <SettingsSection id="sessions-title" title={t('sessions')} description={t('sessionsHint')}>
      <Button variant="outline" colorPalette="red" minH="11" alignSelf="flex-start" onClick={onOpen}>
        {t('logoutAll')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('logoutAllConfirm')}
        confirmLabel={t('logoutAll')}
        destructive
        busy={signingOut}
        error={error && text(error)}
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <Text>{t('logoutAllWarning')}</Text>
      </ConfirmDialog>
    </SettingsSection>
  )
}
