import { Button, Stack, Text } from '@chakra-ui/react'
import { TELEGRAM_MAX, TELEGRAM_MIN } from '../../domain/telegramUsername'
import { useMessages } from '../../i18n/appLocale'
import { settingsMessages } from '../../i18n/messages/settings.en'
import { SettingsSection } from './SettingsSection'

/** The Telegram username the account has, and the way to change it (the Telegram dialog). */
export function TelegramSetting({ telegram, onChange }: { telegram: string | null; onChange: () => void }) {
  const { t } = useMessages(settingsMessages)
  return (
    <SettingsSection id="telegram-title" title={t('telegram')} description={t('telegramHint', { min: TELEGRAM_MIN, max: TELEGRAM_MAX })}>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="3">
        <Text>
          <Text as="span" color="fg.muted">
            {t('username')}{' '}
          </Text>
          {telegram ? (
            <Text as="bdi" dir="ltr" fontWeight="medium" overflowWrap="anywhere">{`@${telegram}`}</Text>
          ) : (
            <Text as="span" fontWeight="medium">
              {t('notProvided')}
            </Text>
          )}
        </Text>
        <Button variant="outline" minH="11" onClick={onChange}>
          {t(telegram ? 'changeTelegram' : 'addTelegram')}
        </Button>
      </Stack>
    </SettingsSection>
  )
}
