import { afterEach, beforeEach, vi } from 'vitest'

/** Fake timers in every test of the calling file, real ones again after each. */
export function fakeTimersPerTest(): void {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
