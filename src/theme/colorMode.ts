/**
 * Chakra's colour mode is the `light` or `dark` class on <html> (its `_dark` condition), with the
 * matching `color-scheme`, remembered in localStorage under `color-mode`: public/color-mode.js reads
 * it before the first paint. Root and storage are passed in, so the rules are tested without a page.
 */
export type ColorMode = 'light' | 'dark'

/** The key public/color-mode.js reads (a classic script: it cannot import this constant). */
export const COLOR_MODE_STORAGE_KEY = 'color-mode'

type Root = Pick<HTMLElement, 'classList' | 'style'>

export function currentColorMode(root: Root = document.documentElement): ColorMode {
  return root.classList.contains('dark') ? 'dark' : 'light'
}

/** Switches the page now and remembers the choice for the next load. */
export function applyColorMode(mode: ColorMode, root: Root = document.documentElement, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark')
  root.classList.add(mode)
  root.style.colorScheme = mode
  try {
    storage?.setItem(COLOR_MODE_STORAGE_KEY, mode)
  } catch {
    // Storage full or disabled: the mode still applies to this page.
  }
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage
  } catch {
    return null
  }
}
