/**
 * Issue 35 §2: at 390 px every address, IBAN and id in a confirmation is shown whole. "Confirm transfer" and
 * "Update transfer status" showed "0x52908400098527886e0f703006985" with the last 10 characters off screen.
 */
import { describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'

const e2e = setUpBrowser()

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

/**
 * Where `value`'s characters are drawn in `dialog`: the smallest element holding all of it (its groups may be
 * elements of their own), the boxes of its lines, and the boxes of its last 10 characters; and whether the page
 * scrolls sideways.
 */
function drawn(dialog: Locator, value: string) {
  return dialog.evaluate((root, wanted) => {
    const holders = [root, ...root.querySelectorAll('*')].filter((element) => (element.textContent ?? '').replace(/\s/g, '') === wanted.replace(/\s/g, ''))
    const holder = holders.at(-1)
    if (!holder) return null
    const whole = document.createRange()
    whole.selectNodeContents(holder)
    // The last 10 characters that are not spaces, from the end of the holder's text nodes.
    const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text)
    const tail: DOMRect[] = []
    for (const text of texts.reverse()) {
      for (let index = text.length - 1; index >= 0 && tail.length < 10; index--) {
        if (/\s/.test(text.data[index]!)) continue
        const char = document.createRange()
        char.setStart(text, index)
        char.setEnd(text, index + 1)
        tail.push(char.getBoundingClientRect())
      }
    }
    const box = root.getBoundingClientRect()
    const inside = (rect: DOMRect) => rect.width > 0 && rect.left >= Math.max(0, box.left) - 0.5 && rect.right <= Math.min(window.innerWidth, box.right) + 0.5
    // A character hidden by an ancestor that clips (an ellipsis, overflow hidden) is not drawn where its box says.
    const clipped = (rect: DOMRect) => {
      for (let element = holder as Element | null; element && element !== root; element = element.parentElement) {
        const style = getComputedStyle(element)
        if (style.overflowX === 'visible') continue
        const clip = element.getBoundingClientRect()
        if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5) return true
      }
      return false
    }
    return {
      lines: [...whole.getClientRects()].filter((rect) => rect.width > 0).every(inside),
      tail: tail.length === 10 && tail.every((rect) => inside(rect) && !clipped(rect)),
      sideways: document.documentElement.scrollWidth > window.innerWidth,
    }
  }, value)
}

async function expectWhole(dialog: Locator, value: string) {
  await dialog.waitFor()
  expect(await drawn(dialog, value), value).toEqual({ lines: true, tail: true, sideways: false })
}

describe('long identifiers in confirmations at 390 px', () => {
  it('"Confirm transfer" shows the Polygon address and the wallet id whole', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await logIn(page, 'staff@paygrid.test')
    await page.goto('/funds-transfer')
    await page.getByRole('searchbox', { name: 'Find a client wallet' }).fill('client02')
    await page.getByRole('button', { name: /^Select the wallet of .* \(client02@paygrid\.test\)$/ }).click()
    await page.getByText('Paying out from').waitFor()
    const walletId = new URL(page.url()).searchParams.get('wallet')!
    await page.getByLabel(/^Amount/).fill('20')
    await page.getByRole('textbox', { name: /Destination/ }).fill(ADDRESS)
    await page.getByRole('button', { name: 'Review transfer' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Confirm transfer' })
    await expectWhole(dialog, ADDRESS)
    await expectWhole(dialog, walletId)
    await context.close()
  })

  it('"Update transfer status" and "Cancel this transfer?" show the destination whole (an address, an IBAN)', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await logIn(page, 'staff@paygrid.test')
    await page.goto('/funds-transfer?status=PENDING')
    // The merchant's pending payout of $150.00 goes to a Polygon address (the seeds).
    await page.getByRole('button', { name: /^Update status of transfer of \$150\.00/ }).click()
    const update = page.getByRole('alertdialog', { name: 'Update transfer status' })
    const address = (await update.getByText(/^0x[0-9a-f]{4}/i).first().evaluate((element) => element.closest('[data-identifier]')?.textContent ?? element.textContent))!
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expectWhole(update, address)
    await update.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: /^Cancel transfer of \$150\.00/ }).click()
    await expectWhole(page.getByRole('alertdialog', { name: 'Cancel this transfer?' }), address)
    await page.getByRole('button', { name: 'Keep transfer' }).click()

    // The merchant's payout in progress goes to an IBAN, shown in its groups of 4.
    await page.goto('/funds-transfer?status=PROCESSING')
    await page.getByRole('button', { name: /^Update status of transfer of \$200\.00/ }).click()
    await expectWhole(update, 'IBAN FR14 2004 1010 0505 0001 3M02 606')
    await context.close()
  })
})
