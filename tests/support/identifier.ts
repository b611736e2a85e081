import type { MatcherFunction } from '@testing-library/react'

/** Finds an `Identifier` showing `value` (its groups are elements of their own, so plain text matching cannot). */
export const identifier =
  (value: string): MatcherFunction =>
  (_, element) =>
    element?.hasAttribute('data-identifier') === true && element.textContent === value
