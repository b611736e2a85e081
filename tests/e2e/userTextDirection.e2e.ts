/**
 * Issue 35 §12: an English link description on an Arabic page put its full stop on the wrong side ("Pay 49.99 EUR by
 * card." read ".Pay 49.99 EUR by card" from the right). User text is isolated in its own direction (UserText).
 */
import { describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { newPage, setUpBrowser } from './support/browser'
import { logIn } from './support/logIn'

const e2e = setUpBrowser()

/** Where the first and the last character of `text` are drawn (its one text node in `root`). */
function ends(root: Locator, text: string) {
  return root.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.data !== wanted) continue
      const at = (index: number) => {
        const range = document.createRange()
        range.setStart(node!, index)
        range.setEnd(node!, index + 1)
        const box = range.getBoundingClientRect()
        return { left: box.left, right: box.right }
      }
      return { first: at(0), last: at(wanted.length - 1) }
    }
    return null
  }, text)
}

describe('user text in its own direction', () => {
  it('an English description in Arabic keeps its full stop at its end, right of its first letter', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'merchant@paygrid.test')
    await page.goto('/payment-links?lang=ar&link=demo-card')
    const dialog = page.getByRole('dialog', { name: 'تفاصيل رابط الدفع' })
    await dialog.getByText('Card demo', { exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    const drawn = await ends(dialog, 'Pay 49.99 EUR by card.')
    expect(drawn).not.toBeNull()
    // Left to right: "P" first, the full stop last and to its right.
    expect(drawn!.last.left).toBeGreaterThan(drawn!.first.left)
    await context.close()
  })

  it('the checkout in Arabic: the link’s English description too', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await page.goto('/payment-link?id=demo-card&lang=ar')
    const card = page.locator('form')
    await card.getByText('Pay 49.99 EUR by card.', { exact: true }).waitFor()
    const drawn = await ends(card, 'Pay 49.99 EUR by card.')
    expect(drawn!.last.left).toBeGreaterThan(drawn!.first.left)
    await context.close()
  })
})
