import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query'

/** A read a loader prefetches: a `queryOptions` factory's result from src/api. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each read has its own data type; the loader only waits for them
type Read = FetchQueryOptions<any, Error, any, any>

/** What a route's loader is given (TanStack Router's loader context, the part this needs). */
export interface LoaderArgs {
  context: { queryClient: QueryClient }
  /** `enter`: navigating in; `stay`: the same screen with new search params; `preload`: a hover or focus on a link. */
  cause: 'enter' | 'stay' | 'preload'
}

/**
 * A route loader's one way to read. A preload (a hover or focus on a link, the router's `defaultPreload: 'intent'`)
 * reads what the screen shows first and waits for it, so that the navigation that follows paints with that data.
 * Coming in or changing a filter reads nothing here: the screen's own queries read at once and show their skeletons
 * (or keep the rows in view), and a failed read is the screen's to show, with Try Again, after SPEC §9's retries,
 * instead of holding the previous screen through them. (A read started here on entering is cancelled and sent again
 * when React StrictMode re-mounts the screen's query.)
 */
export async function prefetch({ context: { queryClient }, cause }: LoaderArgs, ...reads: Read[]): Promise<void> {
  if (cause !== 'preload') return
  await Promise.all(reads.map((read) => queryClient.prefetchQuery(read)))
}
