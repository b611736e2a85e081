import { useLayoutEffect, useRef, useState } from 'react'
import type { Translator } from '../../i18n/translator'
import { notify } from '../../components/common/toaster'
import type { Notifier } from '../../machines/integrations/wiring'

/**
 * The toasts of a flow's machine in the reader's language: the machine speaks its English messages (SPEC §8), shown
 * through `text` (the server's own words as sent). Stable for a machine created once; it speaks the language in force.
 */
export function useSpokenNotify<K extends string>(t: Translator<K>): Notifier {
  const current = useRef(t)
  useLayoutEffect(() => {
    current.current = t
  }, [t])
  const [spoken] = useState<Notifier>(() => ({
    success: (title) => notify.success(current.current.text(title)),
    error: (title) => notify.error(current.current.text(title)),
  }))
  return spoken
}
