/**
 * A message for the login page from the app's page that sends the person there (registration's "Registration
 * successful", with the e-mail just registered: the page fills it in and says a verification e-mail went there): the
 * login is a new document, so a toast of the app's would go with the page it was shown on. Kept in this tab's session
 * storage, read once.
 */
const NOTICE_KEY = 'paygrid:login-notice'

export interface LoginNotice {
  /** The toast, in the product's English words (the login page shows it in the reader's language). */
  message: string
  /** The account just registered, whose verification e-mail was sent. */
  registeredEmail?: string
}

const isNotice = (value: unknown): value is LoginNotice =>
  typeof value === 'object' && value !== null && typeof (value as LoginNotice).message === 'string' && ['string', 'undefined'].includes(typeof (value as LoginNotice).registeredEmail)

export const loginNotice = {
  leave(notice: LoginNotice): void {
    sessionStorage.setItem(NOTICE_KEY, JSON.stringify(notice))
  },
  take(): LoginNotice | null {
    const stored = sessionStorage.getItem(NOTICE_KEY)
    sessionStorage.removeItem(NOTICE_KEY)
    if (stored === null) return null
    try {
      const notice: unknown = JSON.parse(stored)
      return isNotice(notice) ? notice : null
    } catch {
      return null
    }
  },
}
