import { awaitPopupReport } from './popup'
import { toKycStatus, type KycProvider } from './kycStatus'

/** What the sandbox's provider page posts to its opener. */
export const SANDBOX_KYC_SOURCE = 'paygrid-sandbox-kyc'

/**
 * The sandbox's stand-in for the provider: its page, opened in a popup with the session token,
 * posts `{source: "paygrid-sandbox-kyc", status}` to this window.
 */
export function createSandboxProvider({ apiBase, open = (url, name, features) => window.open(url, name, features) }: {
  apiBase: string
  open?: (url: string, name: string, features: string) => Window | null
}): KycProvider {
  const pageUrl = new URL(`${apiBase}/__sandbox/kyc-provider`)
  return {
    async verify(token, signal) {
      const url = new URL(pageUrl)
      url.searchParams.set('token', token)
      const popup = open(url.href, 'kyc-verification', 'popup,width=520,height=720')
      if (!popup) throw new Error('The verification window could not be opened')
      return awaitPopupReport(
        popup,
        (event) => {
          if (event.origin !== pageUrl.origin || event.source !== popup) return null
          const data = event.data as { source?: unknown; status?: unknown } | null
          return data?.source === SANDBOX_KYC_SOURCE ? toKycStatus(data.status) : null
        },
        signal,
      )
    },
  }
}
