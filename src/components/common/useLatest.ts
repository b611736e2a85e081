import { useEffect, useRef, useState } from 'react'

/**
 * A reader of `value` as of the latest render, itself the same function on every render: for what is made once (a
 * machine, a subscription, a timer) and calls back later, so it reaches this render's callback or words (the reader may
 * have switched language since), not the first render's.
 */
export function useLatest<T>(value: T): () => T {
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  })
  const [read] = useState(() => () => latest.current)
  return read
}
