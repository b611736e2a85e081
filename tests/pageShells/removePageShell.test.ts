import { afterEach, describe, expect, it, vi } from 'vitest'
import { removePageShellOnceRendered } from '../../src/pageShells/removePageShell'

function fakeRouter() {
  const listeners = new Map<string, () => void>()
  const stop = vi.fn()
  return { stop, emit: (event: string) => listeners.get(event)?.(), subscribe: vi.fn((event: string, listener: () => void) => (listeners.set(event, listener), stop)) }
}

afterEach(() => document.body.replaceChildren())

describe('removePageShellOnceRendered', () => {
  it('keeps the shell until the router has rendered the page, then removes it and stops listening', () => {
    document.body.innerHTML = '<div id="root"></div><div id="page-shell"><h1>Loading Payment Link</h1></div>'
    const router = fakeRouter()
    removePageShellOnceRendered(router as never, document)
    expect(router.subscribe).toHaveBeenCalledWith('onRendered', expect.any(Function))
    expect(document.getElementById('page-shell')).not.toBeNull()
    router.emit('onRendered')
    expect(document.getElementById('page-shell')).toBeNull()
    expect(router.stop).toHaveBeenCalledTimes(1)
  })

  it('listens to nothing on a page without a shell', () => {
    const router = fakeRouter()
    removePageShellOnceRendered(router as never, document)
    expect(router.subscribe).not.toHaveBeenCalled()
  })
})
