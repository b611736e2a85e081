/** SPEC §8 copy toasts, and beside them every other value the app copies. */
export const COPY_MESSAGES = {
  link: { ok: 'Payment link copied to clipboard!', fail: 'Failed to copy link' },
  address: { ok: 'Address copied to clipboard!', fail: 'Failed to copy address' },
  amount: { ok: 'Amount copied to clipboard!', fail: 'Failed to copy amount' },
  walletId: { ok: 'Wallet ID copied to clipboard!', fail: 'Failed to copy wallet ID' },
  transactionId: { ok: 'Transaction ID copied to clipboard!', fail: 'Failed to copy transaction ID' },
  integrationId: { ok: 'Integration ID copied to clipboard!', fail: 'Failed to copy integration ID' },
  apiKey: { ok: 'API key copied to clipboard!', fail: 'Failed to copy API key' },
  apiBase: { ok: 'API base URL copied to clipboard!', fail: 'Failed to copy API base URL' },
  returnUrl: { ok: 'Return URL copied to clipboard!', fail: 'Failed to copy return URL' },
} as const

export interface CopyMessages {
  ok: string
  fail: string
}

interface Toasts {
  success: (title: string) => unknown
  error: (title: string) => unknown
}

/** Copies text; false when the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** The one copy-to-clipboard with its toast: success or failure in the words given. */
export async function copyWithToast(text: string, messages: CopyMessages, toasts: Toasts): Promise<boolean> {
  const ok = await copyText(text)
  if (ok) toasts.success(messages.ok)
  else toasts.error(messages.fail)
  return ok
}
