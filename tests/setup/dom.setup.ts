import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Route tests load lazy route chunks through Vite's transform: on a busy 2-core machine the first
// render of a screen can take longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks the layout APIs that Chakra's positioning and media queries read.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.scrollTo = () => {}
Element.prototype.scrollTo ??= () => {}

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})
