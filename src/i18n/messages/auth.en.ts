import { defineCatalog } from '../catalog'

/**
 * The public account pages' words (registration, forgotten and new password, e-mail verification): SPEC's strings word
 * for word, the rules' messages (src/domain/authSchemas.ts, src/domain/telegramUsername.ts) and the fallbacks of their
 * calls (src/api/auth.ts). The login page has its own (login.en.ts), in its own first load.
 */
const authEn = {
  logIn: 'Log in',
  email: 'Email',
  password: 'Password',
  // Registration (SPEC §3)
  registerTitle: 'Create your account',
  registerSubtitle: 'Start taking card and USDC payments.',
  alreadyHaveAccount: 'Already have an account?',
  yourDetails: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  genderPlaceholder: 'Select',
  male: 'Male',
  female: 'Female',
  otherGender: 'Other',
  telegram: 'Telegram username',
  telegramHint: '5 to 32 letters, digits or underscores',
  address: 'Address',
  country: 'Country',
  countryPlaceholder: 'Type to search',
  noCountryFound: 'No country matches',
  region: 'Region',
  city: 'City',
  postalCode: 'Postal code',
  streetAddress: 'Street address',
  apartment: 'Apartment',
  security: 'Security',
  confirmPassword: 'Confirm password',
  isCompany: 'I am registering a company',
  company: 'Company',
  companyName: 'Company name',
  registrationNumber: 'Registration number',
  vatNumber: 'VAT number',
  website: 'Website',
  createAccount: 'Create account',
  creatingAccount: 'Creating account...',
  // The rules' messages (src/domain/authSchemas.ts, src/domain/telegramUsername.ts)
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Invalid phone number format',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Enter a valid date of birth',
  dateOfBirthUnderAge: 'You must be at least 18 years old to register',
  genderRequired: 'Gender is required',
  countryRequired: 'Choose your country',
  regionRequired: 'Region is required',
  cityRequired: 'City is required',
  streetAddressRequired: 'Street address is required',
  postalCodeRequired: 'Postal code is required',
  telegramRequired: 'Telegram username is required',
  telegramInvalid: 'Invalid telegram username format',
  companyNameRequired: 'Company name is required',
  // Forgotten password
  forgotTitle: 'Forgot your password?',
  forgotSubtitle: 'Enter your e-mail and we will send you a link to set a new one.',
  sendResetLink: 'Send reset link',
  sending: 'Sending...',
  backToLogIn: 'Back to log in',
  // New password
  resetTitle: 'Set a new password',
  resetTokenMissing: 'This reset link is missing its token. Ask for a new link.',
  askNewLink: 'Ask for a new link',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  setNewPassword: 'Set new password',
  saving: 'Saving...',
  // E-mail verification
  verifying: 'Verifying your e-mail',
  oneMoment: 'One moment...',
  verified: 'E-mail verified',
  verificationFailed: 'Verification failed',
  goHome: 'Go Home',
  // The calls' fallbacks when the server sends no message (src/api/auth.ts)
  signupFailed: 'Registration failed',
  forgotPasswordFailed: 'Failed to send the reset e-mail',
  resetPasswordFailed: 'Failed to reset the password',
  verifyEmailFailed: 'The verification link is invalid or has expired',
}

export type AuthMessages = typeof authEn
export type AuthKey = keyof AuthMessages

export const authMessages = defineCatalog('auth', authEn, {
  fr: () => import('./auth.fr').then((module) => module.authFr),
  ar: () => import('./auth.ar').then((module) => module.authAr),
})
