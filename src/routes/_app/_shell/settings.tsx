import { createFileRoute } from '@tanstack/react-router'
import { SettingsScreen } from '../../-settings/SettingsScreen'

/** The merchant's settings (designed here; client only, guarded by the access rules). */
export const Route = createFileRoute('/_app/_shell/settings')({
  component: SettingsScreen,
})
