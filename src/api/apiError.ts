/** A failed API call: the server's `{message}` (or a fallback) and the HTTP status. */
export class ApiError extends Error {
  readonly status: number

  constructor(message: string, status: number) {
    super(message)
    this.name = 'ApiError'
    this.status = status
  }
}

function serverMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message) return body.message
  return null
}

/** The data of an openapi-fetch result, or an ApiError carrying the server's message. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }, fallback: string): T {
  if (result.response.ok && result.error === undefined) return result.data as T
  throw new ApiError(serverMessage(result.error) ?? fallback, result.response.status)
}
