import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react'
import type { CreateToasterReturn } from '@chakra-ui/react'

// The toasts' machines and markup stay off the first load: most pages show a toast late or never.
const ToastList = lazy(() => import('./ToastList').then((module) => ({ default: module.ToastList })))

/** Renders one toaster's toasts (the app and the checkout each have their own placement) from its first toast on. */
export function Toasts({ toaster }: { toaster: CreateToasterReturn }) {
  // The store tells its subscribers before it counts the new toast: read the count once it has.
  const subscribe = useCallback((onChange: () => void) => toaster.subscribe(() => queueMicrotask(onChange)), [toaster])
  const hasToasts = useSyncExternalStore(subscribe, () => toaster.getCount() > 0)
  // Once loaded the list stays, so the last toast's exit is animated.
  const [used, setUsed] = useState(hasToasts)
  if (hasToasts && !used) setUsed(true)
  return used ? (
    <Suspense fallback={null}>
      <ToastList toaster={toaster} />
    </Suspense>
  ) : null
}
