import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { applyColorMode, COLOR_MODE_STORAGE_KEY, currentColorMode } from '../../src/theme/colorMode'

function page(classes: string[] = []) {
  const root = document.createElement('html')
  root.classList.add(...classes)
  const stored = new Map<string, string>()
  const storage = { setItem: (key: string, value: string) => void stored.set(key, value) }
  return { root, stored, storage }
}

describe('the colour mode', () => {
  it('is read from the class on <html>', () => {
    expect(currentColorMode(page(['dark']).root)).toBe('dark')
    expect(currentColorMode(page(['light']).root)).toBe('light')
    expect(currentColorMode(page().root)).toBe('light')
  })

  it('switches class and color-scheme and remembers the choice', () => {
    const { root, stored, storage } = page(['light'])
    applyColorMode('dark', root, storage)
    expect([...root.classList]).toEqual(['dark'])
    expect(root.style.colorScheme).toBe('dark')
    expect(stored.get('color-mode')).toBe('dark')
    applyColorMode('light', root, storage)
    expect([...root.classList]).toEqual(['light'])
    expect(root.style.colorScheme).toBe('light')
    expect(stored.get('color-mode')).toBe('light')
  })

  it('still switches the page when storage refuses to write', () => {
    const { root } = page(['dark'])
    applyColorMode('light', root, {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    })
    expect(currentColorMode(root)).toBe('light')
  })

  it('uses the key the first-paint script reads', () => {
    expect(COLOR_MODE_STORAGE_KEY).toBe('color-mode')
    expect(readFileSync('public/color-mode.js', 'utf8')).toContain(`localStorage.getItem('${COLOR_MODE_STORAGE_KEY}')`)
  })
})
