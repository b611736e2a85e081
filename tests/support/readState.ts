import type { ReadState } from '../../src/components/data/readState'

/** A read state for a component test: settled with `data` unless told otherwise. */
export function readState<T>(data: T | undefined, state: Partial<ReadState<T>> = {}): ReadState<T> {
  return { data, loading: false, failure: null, staleSince: null, retrying: false, retry: () => {}, ...state }
}
