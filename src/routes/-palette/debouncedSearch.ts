import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query'

/** The typing pause after which the palette asks the server (issue 21 §5: debounced). */
export const PALETTE_DEBOUNCE_MS = 250

/** Fewer characters than this find screens only: one letter would match nearly every record. */
export const PALETTE_MIN_TERM = 2

/** Resolves after `ms`, or rejects at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })
}

/**
 * A list's existing query, its call made only once the typing has paused. The debounce and the
 * cancelling both live in TanStack Query: the typed text is part of the query key, so each keystroke
 * moves the palette to a new query and leaves the last one with no observer; TanStack Query then aborts
 * that query's signal (this function reads it), which ends its pause before any call or aborts the call
 * already sent.
 */
export function afterTypingPause<Options extends { queryKey: QueryKey; queryFn?: unknown }>(options: Options): Options {
  const call = options.queryFn as (context: QueryFunctionContext) => Promise<unknown>
  return {
    ...options,
    queryFn: async (context: QueryFunctionContext) => {
      await pause(PALETTE_DEBOUNCE_MS, context.signal)
      return call(context)
    },
  }
}
