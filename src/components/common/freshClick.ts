import type { MouseEvent } from 'react'

/**
 * A click handler for a button that confirms money or a decision: it takes a click of its own. The
 * second click of a double click (`detail` 2), meant for the button that opened the confirmation and
 * landing on whatever now lies under the pointer, is ignored; the keyboard's activation (`detail` 0) counts.
 */
export function onFreshClick(handler: () => void) {
  return (event: MouseEvent) => {
    if (event.detail > 1) return
    handler()
  }
}
