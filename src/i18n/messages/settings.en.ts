import { defineCatalog } from '../catalog'

/**
 * The settings page's words (profile, Telegram, appearance, sessions). The profile rules' and the account calls' own
 * messages are here exactly as their modules write them (tests/i18n/linksCatalogs.test.ts checks it), so `text` shows
 * them in the reader's language; a server's own message is shown as sent.
 */
const settingsEn = {
  title: 'Settings',
  subtitle: 'Your profile, Telegram, appearance and sessions.',
  profile: 'Profile',
  profileHint: 'Your name and phone number as your account shows them.',
  email: 'Email',
  emailHint: 'The e-mail address cannot be changed.',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  phoneHint: 'Digits, spaces, +, - and parentheses. Leave empty to remove it.',
  save: 'Save changes',
  saving: 'Saving...',
  saved: 'Your profile was saved.',
  telegram: 'Telegram',
  telegramHint: '{min} to {max} letters, digits or underscores.',
  username: 'Username:',
  notProvided: 'Not provided',
  changeTelegram: 'Change Telegram username',
  addTelegram: 'Add Telegram username',
  appearance: 'Appearance',
  appearanceHint: 'Remembered in this browser.',
  darkMode: 'Dark mode',
  sessions: 'Sessions',
  sessionsHint: 'Signed in on another computer or phone you no longer use? End every session at once.',
  logoutAll: 'Log out of all sessions',
  logoutAllConfirm: 'Log out of all sessions?',
  logoutAllWarning: 'You will be signed out here and on every other browser and device. Log in again to continue.',
  // The profile rules' messages (src/domain/profileForm.ts) and the account calls' fallbacks (src/api/account.ts).
  firstNameRequired: 'First name is required',
  firstNameTooShort: 'First name must be at least 2 characters',
  firstNameTooLong: 'First name must be at most 150 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooShort: 'Last name must be at least 2 characters',
  lastNameTooLong: 'Last name must be at most 150 characters',
  phoneInvalid: 'Invalid phone number format',
  saveFailed: 'Failed to save your profile',
  logoutAllFailed: 'Failed to log out of all sessions',
}

export type SettingsMessages = typeof settingsEn

export const settingsMessages = defineCatalog('settings', settingsEn, {
  fr: () => import('./settings.fr').then((module) => module.settingsFr),
  ar: () => import('./settings.ar').then((module) => module.settingsAr),
})
