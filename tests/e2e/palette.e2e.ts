/**
 * The command palette in Chromium (issue 21 §5): Ctrl+K on a signed-in screen loads it (its own chunk, on first
 * opening), a seeded link found by part of its name opens with Enter on its list with its details; it is
 * axe-clean in both colour modes; and the login and the checkout never fetch its chunk.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'

const e2e = setUpBrowser()

/** The scripts the page fetches from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Go to or find' })

describe('the command palette', () => {
  it('merchant: Ctrl+K, part of a link’s name, Enter: the link’s details are on screen; axe-clean open in light and dark; its chunk stays off the login and the checkout', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.desktop)
    await logIn(page, 'merchant@paygrid.test')
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor()
    await page.waitForLoadState('networkidle')
    const scripts = recordScripts(page)

    await page.keyboard.press('Control+k')
    const input = dialog(page).getByRole('combobox')
    await input.waitFor()
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true)
    // Loaded on this first opening: its own chunk(s).
    const paletteChunks = [...scripts]
    expect(paletteChunks.length).toBeGreaterThan(0)

    await page.keyboard.type('worksh')
    await dialog(page).getByRole('option', { name: /Workshop ticket/ }).waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/payment-links')
    expect(new URL(page.url()).searchParams.get('link')).toContain('pl_seed02')
    const details = page.getByRole('dialog').filter({ hasText: 'Workshop ticket' })
    await details.waitFor()
    expect(await details.getByText('No description provided').count()).toBe(1)
    expect(await dialog(page).count()).toBe(0)

    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('color-mode', value), mode)
      await page.goto('/dashboard')
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor()
      expect(await page.evaluate(() => document.documentElement.className)).toContain(mode)
      await page.getByRole('button', { name: 'Search…' }).click()
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox')
      await page.keyboard.type('demo')
      await dialog(page).getByRole('option', { name: /Crypto demo/ }).waitFor()
      await expectNoAxeViolations(page)
      // Escape closes it and gives the focus back to the button that opened it.
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
      await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Search…'))
    }
    await context.close()

    const fresh = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    const firstLoads = recordScripts(fresh.page)
    for (const path of ['/login', '/payment-link?id=demo-crypto']) {
      await fresh.page.goto(path)
      await fresh.page.waitForLoadState('networkidle')
    }
    expect(firstLoads.length).toBeGreaterThan(0)
    expect(firstLoads.filter((script) => paletteChunks.includes(script))).toEqual([])
    await fresh.context.close()
  })
})
