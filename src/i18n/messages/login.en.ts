import { defineCatalog } from '../catalog'

/**
 * The login page's words (login.html, src/login/: a page of its own, so its first load carries only these): SPEC's
 * strings word for word, the login form's rule messages (src/domain/loginForm.ts) and the fallbacks its failures show.
 */
const loginEn = {
  title: 'Log in',
  subtitle: 'Welcome back. Log in to your dashboard.',
  email: 'Email',
  password: 'Password',
  submit: 'Log in',
  loggingIn: 'Logging in...',
  forgotPassword: 'Forgot your password?',
  noAccount: 'No account yet?',
  createOne: 'Create one',
  language: 'Language',
  // The login form's rule (src/domain/loginForm.ts) and the auth machine's fallbacks (src/api/auth.ts, src/api/apiError.ts)
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  loginFailed: 'Login failed',
  unexpectedResponse: 'The server sent an unexpected response. Please try again.',
  // The notice the registration leaves for this page (src/login/loginNotice.ts) and the word for its e-mail
  registrationSuccessful: 'Registration successful',
  verificationSent: 'We sent a verification e-mail to {email}. Open its link to verify your address, then log in.',
}

export type LoginMessages = typeof loginEn
export type LoginKey = keyof LoginMessages

export const loginMessages = defineCatalog('login', loginEn, {
  fr: () => import('./login.fr').then((module) => module.loginFr),
  ar: () => import('./login.ar').then((module) => module.loginAr),
})
