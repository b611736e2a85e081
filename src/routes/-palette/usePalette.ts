import { useCallback, useEffect, useRef, useState } from 'react'

/** Ctrl+K, or ⌘K on Apple keyboards. */
export const isPaletteShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'

/**
 * The command palette's open state, held by the signed-in layout so it outlives every screen: Ctrl/Cmd+K
 * anywhere opens it (and takes the key from the browser, whose own Ctrl+K would focus its address bar);
 * closing it gives the focus back to what had it.
 */
export function usePalette() {
  const [open, setOpen] = useState(false)
  const returnFocus = useRef<HTMLElement | null>(null)
  const openPalette = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpen(true)
  }, [])
  const closePalette = useCallback(() => setOpen(false), [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return
      event.preventDefault()
      if (!open) openPalette()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open, openPalette])

  useEffect(() => {
    if (open) return
    const target = returnFocus.current
    returnFocus.current = null
    // After the dialog's own focus trap has let go.
    if (target?.isConnected) requestAnimationFrame(() => target.focus())
  }, [open])

  return { open, openPalette, closePalette }
}
