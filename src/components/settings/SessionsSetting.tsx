import { Button, Text } from '@chakra-ui/react'
import { ConfirmDialog } from '../common/ConfirmDialog'
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
  return (
    <SettingsSection id="sessions-title" title="Sessions" description="Signed in on another computer or phone you no longer use? End every session at once.">
      <Button variant="outline" colorPalette="red" minH="11" alignSelf="flex-start" onClick={onOpen}>
        Log out of all sessions
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Log out of all sessions?"
        confirmLabel="Log out of all sessions"
        destructive
        busy={signingOut}
        error={error}
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <Text>You will be signed out here and on every other browser and device. Log in again to continue.</Text>
      </ConfirmDialog>
    </SettingsSection>
  )
}
