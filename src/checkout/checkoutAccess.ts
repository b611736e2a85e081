import { tokens } from '../api/tokens'

/**
 * SPEC §2: the checkout is not shown to the payment-links-excluded account. A visitor (no session stored in this
 * browser: every customer) may open it at once and loads nothing more; a browser holding a session loads the app's
 * auth flow (the profile call with its refresh-retry) to learn whose session it is.
 */
export async function mayOpenCheckout(pathname: string): Promise<boolean> {
  if (!tokens.access() && !tokens.refresh()) return true
  const { signedInMayOpen } = await import('./signedInAccess')
  return signedInMayOpen(pathname)
}
