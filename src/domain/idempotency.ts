/**
 * Idempotency keys for creating money calls (issue "Hardened like a payment page", part 2): one key
 * per user intent, reused when that intent is retried after a network error or a 5xx (the server may
 * have done it already), a new one after a 4xx (the server refused it: a changed request is a new intent).
 */
export function keyForAttempt(previousKey: string | null, lastFailureStatus: number | undefined, newKey: () => string): string {
  if (previousKey && (lastFailureStatus === undefined || lastFailureStatus >= 500)) return previousKey
  return newKey()
}
