/**
 * What the flows look for, in the page: the same in every engine, since classic WebDriver has no accessibility
 * queries. Names are computed the simple way the app's markup needs (aria-labelledby, aria-label, a field's
 * labels, else the visible text without aria-hidden parts), compared whitespace-normalised.
 */
export type Target =
  | { button: string }
  | { link: string }
  | { heading: string }
  | { field: string }
  | { text: string; exact?: boolean }
  | { css: string }

/** A page error the engine reported, in words: a script error, an unhandled rejection, a blocked resource. */
export type PageError = string

export interface ProbeAnswer<E> {
  element: E | null
  /** The page's errors since the last probe (the watch is installed by the first probe of each document). */
  errors: PageError[]
}

/**
 * Runs in the page (serialised by the driver: it must not refer to anything outside itself). Installs the
 * error watch once per document, drains what it caught, and finds the target: visible, and for what is clicked
 * or typed into, inside the viewport's width (a drawer sliding in is not clickable yet).
 */
export function probeInPage(target: Target): { element: Element | null; errors: string[] } {
  type Watch = { errors: string[] }
  const host = window as unknown as { __enginesWatch?: Watch }
  if (!host.__enginesWatch) {
    const watch: Watch = { errors: [] }
    host.__enginesWatch = watch
    // The window's own error event: uncaught script errors (a resource that fails to load does not reach it).
    addEventListener('error', (event) => watch.errors.push(`error: ${event.message} (${event.filename}:${event.lineno})`))
    addEventListener('unhandledrejection', (event) => watch.errors.push(`unhandledrejection: ${String((event.reason as Error | undefined)?.stack ?? event.reason)}`))
    addEventListener('securitypolicyviolation', (event) => watch.errors.push(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`), true)
    // Reports queued before this script ran (the document's boot) arrive too: `buffered`.
    if (typeof ReportingObserver === 'function') {
      const seen = new Set<string>()
      new ReportingObserver(
        (reports) => {
          for (const report of reports) {
            const body = report.body as { effectiveDirective?: string; blockedURL?: string } | null
            const line = `securitypolicyviolation: ${body?.effectiveDirective} blocked ${body?.blockedURL || '(inline)'}`
            if (!seen.has(line)) watch.errors.push(line)
            seen.add(line)
          }
        },
        { types: ['csp-violation'], buffered: true },
      ).observe()
    }
  }
  const errors = host.__enginesWatch.errors.splice(0)
  // Whitespace and the invisible bidi marks of isolated values (an amount in Arabic text) do not count.
  const squash = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim()
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return ''
    // As innerText: a block inside separates words, inline pieces (React's adjacent text nodes) join as they are.
    return [...node.childNodes].map((child) => (child instanceof Element && !/^(inline|contents)/.test(getComputedStyle(child).display) ? ` ${textOf(child)} ` : textOf(child))).join('')
  }
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) return squash(labelledBy.split(/\s+/).map((id) => (document.getElementById(id) ? textOf(document.getElementById(id)!) : '')).join(' '))
    const label = element.getAttribute('aria-label')
    if (label) return squash(label)
    const labels = (element as HTMLInputElement).labels
    if (labels && labels.length > 0) return squash([...labels].map(textOf).join(' '))
    return squash(textOf(element))
  }
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.left >= -1 && box.right <= innerWidth + 1
  }
  const pick = (selector: string, name: string, clicked: boolean) =>
    [...document.querySelectorAll(selector)].find((element) => visible(element) && nameOf(element) === squash(name) && (!clicked || onScreen(element))) ?? null
  const find = (): Element | null => {
    if ('button' in target) return pick('button, [role="button"], input[type="submit"]', target.button, true)
    if ('link' in target) return pick('a[href], [role="link"]', target.link, true)
    if ('heading' in target) return pick('h1, h2, h3, h4, h5, h6, [role="heading"]', target.heading, false)
    if ('field' in target) return pick('input, textarea, select, [role="textbox"], [role="combobox"]', target.field, true)
    if ('css' in target) return [...document.querySelectorAll(target.css)].find(visible) ?? null
    const wanted = squash(target.text)
    const candidates = [...document.body.querySelectorAll('*')].filter((el) => {
      const own = squash(textOf(el))
      return target.exact ? own === wanted : own.includes(wanted)
    })
    // The innermost element that holds the text.
    return candidates.filter(visible).find((el) => !candidates.some((other) => other !== el && el.contains(other) && visible(other))) ?? null
  }
  return { element: find(), errors }
}

export function describeTarget(target: Target): string {
  return Object.entries(target)
    .map(([kind, value]) => `${kind} ${JSON.stringify(value)}`)
    .join(', ')
}
