/** What a screen shows, as quick DOM reads (they are polled while a step happens). */
import type { Check } from './screenPaths'

const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
const all = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)]

export const heading = (name: string): Check => ({
  what: `the heading "${name}"`,
  seen: () => all('h1,h2,h3,h4,h5,h6,[role="heading"]').some((h) => norm(h.textContent) === name),
})

export const noHeading = (name: string): Check => ({ what: `no heading "${name}"`, seen: () => !heading(name).seen() })

export const text = (words: string): Check => ({ what: `"${words}"`, seen: () => norm(document.body.textContent).includes(words) })

export const button = (name: string, { enabled }: { enabled?: boolean } = {}): Check => ({
  what: `the button "${name}"${enabled === undefined ? '' : enabled ? ' (enabled)' : ' (disabled)'}`,
  seen: () => [...document.querySelectorAll('button')].some((b) => norm(b.textContent) === name && (enabled === undefined || b.disabled !== enabled)),
})

export const link = (name: string): Check => ({ what: `the link "${name}"`, seen: () => all('a').some((a) => norm(a.textContent) === name) })

export const dialog = (): Check => ({ what: 'a dialog', seen: () => all('[role="dialog"]').length > 0 })
export const noDialog = (): Check => ({ what: 'no dialog', seen: () => all('[role="dialog"]').length === 0 })

export const pathname = (expected: string, current: () => string): Check => ({ what: `the address ${expected}`, seen: () => current() === expected })

/** Neither a button, a link nor any text reads `words` (what a screen must no longer offer). */
export const gone = (words: string): Check => ({ what: `nothing reading "${words}"`, seen: () => !norm(document.body.textContent).includes(words) })
