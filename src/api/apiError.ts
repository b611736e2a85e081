/**
 * A failed API call: the server's `{message}` (or a fallback), the HTTP status when there was a
 * response, and whether retrying could help (`fatal`: e.g. a malformed body). Its fields are the
 * async-task machine's TaskPollError, so a status fetch can reject with it as is.
 */
export class ApiError extends Error {
  readonly status: number | undefined
  /** Not worth retrying (malformed body). */
  readonly fatal: boolean

  constructor(message: string, status?: number, fatal = false) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.fatal = fatal
  }
}

export const MALFORMED_RESPONSE = 'The server sent an unexpected response. Please try again.'

/** The server's `{message}` from an error body, or null when it sent none (or a blank one). */
export function serverMessage(body: unknown): string | null {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() ? body.message : null
}

/** The data of an openapi-fetch result, or an ApiError carrying the server's message. */
function unwrap<T>(result: { data?: T; error?: unknown; response: Response }, fallback: string): T {
  if (result.response.ok && result.error === undefined) return result.data as T
  throw new ApiError(serverMessage(result.error) ?? fallback, result.response.status)
}

/**
 * `unwrap` for a call still in flight: a failed network (the request may or may not have reached
 * the server) or an unreadable body also becomes an ApiError without a status, carrying `fallback`,
 * so a screen shows its own words rather than "Failed to fetch". An aborted call rejects as it is
 * (nobody waits for it).
 */
export async function settle<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>, fallback: string, signal?: AbortSignal): Promise<T> {
  let result
  try {
    result = await call
  } catch (error) {
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error
    throw new ApiError(fallback, undefined, error instanceof SyntaxError)
  }
  return unwrap(result, fallback)
}
