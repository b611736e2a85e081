/**
 * A message for the login page from the app's page that sends the person there (registration's "Registration
 * successful"): the login is a new document, so a toast of the app's would go with the page it was shown on. Kept in
 * this tab's session storage, read once.
 */
const NOTICE_KEY = 'paygrid:login-notice'

export const loginNotice = {
  leave(message: string): void {
    sessionStorage.setItem(NOTICE_KEY, message)
  },
  take(): string | null {
    const message = sessionStorage.getItem(NOTICE_KEY)
    sessionStorage.removeItem(NOTICE_KEY)
    return message
  },
}
