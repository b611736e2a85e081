import { Switch } from '@chakra-ui/react'
import { SettingsSection } from './SettingsSection'

/** Light or dark colours for this browser. */
export function ColorModeSetting({ dark, onChange }: { dark: boolean; onChange: (dark: boolean) => void }) {
  return (
    <SettingsSection id="appearance-title" title="Appearance" description="Remembered in this browser.">
      <Switch.Root checked={dark} onCheckedChange={(details) => onChange(details.checked)} colorPalette="brand" minH="11">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Dark mode</Switch.Label>
      </Switch.Root>
    </SettingsSection>
  )
}
