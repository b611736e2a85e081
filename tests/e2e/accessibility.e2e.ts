import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, newPage, setUpBrowser, VIEWPORTS } from './support/browser'

const e2e = setUpBrowser()

const COLOR_MODES = ['light', 'dark'] as const

/** A page in a colour mode: the app follows the system's scheme when nothing is stored (public/color-mode.js). */
async function openIn(mode: (typeof COLOR_MODES)[number], path: string) {
  const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
  await page.emulateMedia({ colorScheme: mode })
  await page.goto(path)
  expect(await page.evaluate(() => document.documentElement.className)).toContain(mode)
  return { page, context }
}

interface FocusIndicator {
  label: string
  outlineStyle: string
  outlineWidth: number
  /** Contrast of the ring with the colours on both of its sides. */
  contrast: number
}

/**
 * Measures the focus indicator of what has the keyboard focus: the outline of the focused element, or of
 * the card it sits in (the method chooser's radio inputs are hidden; their card draws the ring).
 */
function focusIndicator(page: Page): Promise<FocusIndicator> {
  return page.evaluate(() => {
    const parse = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number)
      return { r, g, b, a }
    }
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const ratio = (a: string, b: string) => {
      const [l1, l2] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x)
      return (l1! + 0.05) / (l2! + 0.05)
    }
    const background = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor
        if (parse(color).a > 0 && color !== 'transparent') return color
      }
      return 'rgb(255, 255, 255)'
    }
    const focused = document.activeElement as HTMLInputElement
    const ring = focused.closest('[data-part="item"][data-focus-visible]') ?? focused
    const style = getComputedStyle(ring)
    // A ring drawn apart from its element (an offset) has the background behind the element on both sides.
    const sides = parseFloat(style.outlineOffset) > 0 ? [background(ring.parentElement)] : [background(ring), background(ring.parentElement)]
    const label = focused.getAttribute('aria-label') ?? focused.labels?.[0]?.textContent ?? focused.textContent ?? focused.tagName
    return {
      label: label.trim().slice(0, 60),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      contrast: Math.min(...sides.map((side) => ratio(style.outlineColor, side))),
    }
  })
}

describe('keyboard focus on the checkout (WCAG 2.2 2.4.7, 1.4.11)', () => {
  for (const mode of COLOR_MODES) {
    it(`every control shows a ring of at least 3:1 against its surroundings (${mode})`, async () => {
      const { page, context } = await openIn(mode, '/payment-link?id=demo-both')
      await page.getByRole('button', { name: 'Continue to Credit Card Payment' }).waitFor()
      // The chooser arrives just after the form (a script of its own, loaded for a link with two methods).
      await page.getByRole('radio', { name: /Credit Card/ }).waitFor({ state: 'attached' })
      const seen: FocusIndicator[] = []
      // From the top of the page through the four fields, both payment methods' cards and the submit button.
      let arrowed = false
      for (let step = 0; step < 14 && !seen.some((indicator) => indicator.label.startsWith('Continue to')); step++) {
        // Tab reaches the checked card; the arrow key moves to the other one (and selects it).
        const onCheckedCard: boolean = !arrowed && !!seen.at(-1)?.label.startsWith('Credit Card')
        arrowed ||= onCheckedCard
        await page.keyboard.press(onCheckedCard ? 'ArrowRight' : 'Tab')
        seen.push(await focusIndicator(page))
      }
      const labels = seen.map((indicator) => indicator.label)
      for (const control of ['Language', 'First name', 'Last name', 'Email', 'Phone', 'Credit Card', 'Cryptocurrency', 'Continue to Cryptocurrency Payment']) {
        expect(labels.some((label) => label.startsWith(control)), `${control} in ${labels.join(' | ')}`).toBe(true)
      }
      for (const indicator of seen) {
        expect(indicator.outlineStyle, indicator.label).not.toBe('none')
        expect(indicator.outlineWidth, indicator.label).toBeGreaterThanOrEqual(2)
        expect(indicator.contrast, indicator.label).toBeGreaterThanOrEqual(3)
      }
      await context.close()
    })
  }
})

// Each public form, then with the errors of an empty submit.
const FORMS = [
  { name: "the checkout's billing form", path: '/payment-link?id=demo-both', submit: 'Continue to Credit Card Payment', error: 'Email is required' },
  { name: 'the login', path: '/login', submit: 'Log in', error: 'Password is required' },
]

describe('axe in both colour modes', () => {
  for (const mode of COLOR_MODES) {
    for (const form of FORMS) {
      it(`${form.name}, then with its errors (${mode})`, async () => {
        const { page, context } = await openIn(mode, form.path)
        const submit = page.getByRole('button', { name: form.submit })
        await submit.waitFor()
        await expectNoAxeViolations(page)
        await submit.click()
        await page.getByText(form.error).waitFor()
        await expectNoAxeViolations(page)
        await context.close()
      })
    }
  }
})
