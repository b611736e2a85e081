/**
 * Idempotency keys for creating money calls (issue "Hardened like a payment page", part 2): one key
 * per user intent, reused when that intent is retried after a network error or a 5xx (the server may
 * have done it already), a new one after a 4xx (the server refused it: a changed request is a new intent).
 */
export function keyForAttempt(previousKey: string | null, lastFailureStatus: number | undefined, newKey: () => string): string {
  if (previousKey && mayHaveBeenDone(lastFailureStatus)) return previousKey
  return newKey()
}

/** No answer or a 5xx: the server may have done it, so only the same key may try again. */
const mayHaveBeenDone = (status: number | undefined) => status === undefined || status >= 500

/** How a creating call failed: its HTTP status, or none when the answer was lost. */
export interface CallFailure {
  status?: number
}

export function callFailure(error: unknown): CallFailure {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined
  return { status: typeof status === 'number' ? status : undefined }
}

/**
 * The key of the next attempt when a flow can also fail after its creating call succeeded (a failed
 * task): only a failure of the call itself may reuse the key, anything else is a new intent.
 */
/** The creating call itself failed in a way its retry under the same key can mend. */
export const answerMaybeLost = (failure: CallFailure | null): boolean => !!failure && mayHaveBeenDone(failure.status)

export function keyAfter(previousKey: string | null, failure: CallFailure | null, newKey: () => string): string {
  return failure ? keyForAttempt(previousKey, failure.status, newKey) : newKey()
}
