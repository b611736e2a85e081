import { Button, Stack, Text } from '@chakra-ui/react'
import { SettingsSection } from './SettingsSection'

/** The Telegram username the account has, and the way to change it (the Telegram dialog). */
export function TelegramSetting({ telegram, onChange }: { telegram: string | null; onChange: () => void }) {
  return (
    <SettingsSection id="telegram-title" title="Telegram" description="5 to 32 letters, digits or underscores.">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="3">
        <Text>
          <Text as="span" color="fg.muted">
            Username:{' '}
          </Text>
          <Text as="span" fontWeight="medium" overflowWrap="anywhere">
            {telegram ? `@${telegram}` : 'Not provided'}
          </Text>
        </Text>
        <Button variant="outline" minH="11" onClick={onChange}>
          {telegram ? 'Change Telegram username' : 'Add Telegram username'}
        </Button>
      </Stack>
    </SettingsSection>
  )
}
