/**
 * A record a screen opens by its id in the URL (a shared or reloaded link, or one whose record has gone since): on
 * hand (`ready`, with the record under its own name), being looked up, failed to load (with a way to retry), or
 * not found.
 */
export type Lookup<Found> = { state: 'loading' } | { state: 'error'; message: string; onRetry: () => void } | { state: 'missing' } | ({ state: 'ready' } & Found)
