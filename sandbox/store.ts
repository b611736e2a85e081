/**
 * The sandbox's in-memory store. Plain records (money in integer cents, dates in
 * epoch milliseconds); handlers turn them into the contract's shapes through
 * `serialize.ts`. `createStore()` returns a store seeded relative to its clock (so the
 * demo data is always "recent"); `reset(store)` (or `store.reset()`) restores the seeds in
 * place, relative to the clock's current day, so handlers holding the store keep working.
 */
import type { SandboxStore } from './records.ts'
import { seedStore } from './seed.ts'

export type * from './records.ts'

export interface StoreOptions {
  /** Clock in epoch milliseconds; default `Date.now`. The handlers use it unless given their own. */
  now?: () => number
}

/** A store seeded relative to its clock. */
export function createStore(options: StoreOptions = {}): SandboxStore {
  const now = options.now ?? (() => Date.now())
  const store = { ...seedStore(now()) } as SandboxStore
  Object.defineProperty(store, 'now', { value: now, enumerable: false })
  Object.defineProperty(store, 'reset', { value: () => reset(store), enumerable: false })
  return store
}

/** Restores the seeds in `store` (in place), relative to its clock. */
export function reset(store: SandboxStore): void {
  Object.assign(store, seedStore(store.now()))
}
