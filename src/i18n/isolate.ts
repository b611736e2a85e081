/**
 * A value (an amount, an address, an ID) inside a text that has to stay a string (a button's label, a field's error, a
 * toast): in right-to-left text it is wrapped in Unicode's left-to-right isolate (U+2066 … U+2069), what `<bdi dir="ltr">`
 * does for an element; left-to-right text is returned as it is, so English reads exactly as before.
 */
export function isolateLtr(text: string, dir: 'ltr' | 'rtl'): string {
  return dir === 'rtl' ? `\u2066${text}\u2069` : text
}
