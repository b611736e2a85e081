/**
 * The sandbox's control calls a browser test makes beside the page (docs/sandbox.md), by plain fetch, so the Chromium
 * suite and the other engines' flows (tests/engines) share them.
 */
async function control(baseUrl: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(new URL(`/sandbox/__sandbox${path}`, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST /sandbox/__sandbox${path}: ${response.status} ${await response.text()}`)
}

/** Resets the sandbox's data to its seeds, so each test starts from the same state. */
export const resetSandbox = (baseUrl: string) => control(baseUrl, '/reset')

/** Ends a transaction as its provider or the chain would (the crypto one in one step: paid or failed). */
export const settleTransaction = (baseUrl: string, transactionId: string, status: 'COMPLETED' | 'FAILED') =>
  control(baseUrl, `/transactions/${transactionId}/status`, { status })
