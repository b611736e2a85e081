/**
 * What a failed transfer call tells the screen. The wiring rejects with the API's error (an HTTP
 * status and the server's message) or, when no answer came back, with whatever fetch threw.
 */
export interface TransferFailure {
  /** The HTTP status; undefined when no answer arrived (network error: the server may have acted). */
  status: number | undefined
  message: string
}

export const CONNECTION_LOST_MESSAGE = 'The connection was lost before the server answered.'

export function transferFailure(error: unknown, fallback: string): TransferFailure {
  const status = error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : undefined
  if (status === undefined) return { status, message: CONNECTION_LOST_MESSAGE }
  const message = error instanceof Error && error.message.trim() ? error.message : fallback
  return { status, message }
}
