import { Switch } from '@chakra-ui/react'
import { useMessages } from '../../i18n/appLocale'
import { settingsMessages } from '../../i18n/messages/settings.en'
import { SettingsSection } from './SettingsSection'

/** Light or dark colours for this browser. */
export function ColorModeSetting({ dark, onChange }: { dark: boolean; onChange: (dark: boolean) => void }) {
  const { t } = useMessages(settingsMessages)
  return (
    <SettingsSection id="appearance-title" title={t('appearance')} description={t('appearanceHint')}>
      <Switch.Root checked={dark} onCheckedChange={(details) => onChange(details.checked)} colorPalette="brand" minH="11">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('darkMode')}</Switch.Label>
      </Switch.Root>
    </SettingsSection>
  )
}
