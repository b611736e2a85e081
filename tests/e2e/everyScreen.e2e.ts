/**
 * Every main screen of every role (issue 12 parts 3 and 4): axe (WCAG 2.2 AA) in the light and the
 * dark colour mode, then the same screens over the sandbox's `hostile` scenario at phone width:
 * no payload runs, no injected element or javascript: link appears, the page never scrolls
 * sideways, and a link out of the app only ever points at a bare hostname.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { XSS_CORPUS, XSS_FLAG } from '../../sandbox/hostile'
import { expectNoAxeViolations, expectNoSidewaysScroll, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'
import { openScreen, PUBLIC_SCREENS as PUBLIC, ROLE_SCREENS as ROLES, type Screen } from './support/screens'

const e2e = setUpBrowser()

const count = { screens: 0, axeRuns: 0 }

describe.each(['light', 'dark'] as const)('every main screen in the %s colour mode: axe, WCAG 2.2 AA', (colorScheme) => {
  it('public screens', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.baseUrl)
    await page.emulateMedia({ colorScheme })
    for (const screen of PUBLIC) {
      await openScreen(page, screen)
      expect(await page.evaluate(() => document.documentElement.style.colorScheme || document.documentElement.className)).toContain(colorScheme)
      await expectNoAxeViolations(page)
      count.axeRuns += 1
    }
    await context.close()
  })

  it.each(ROLES)('signed-in screens of $account', async ({ account, screens }) => {
    const { context, page } = await newPage(e2e.browser, e2e.baseUrl)
    await page.emulateMedia({ colorScheme })
    await logIn(page, account)
    for (const screen of screens) {
      await openScreen(page, screen)
      await expectNoAxeViolations(page)
      count.axeRuns += 1
    }
    await context.close()
  })
})

/** A payload that runs sets `window.__xss`; the trap also records who set it. */
async function trapPayloads(page: Page): Promise<void> {
  await page.addInitScript((flag) => {
    Object.defineProperty(window, flag, {
      configurable: false,
      set: () => {
        ;(window as unknown as { __ran: number }).__ran = ((window as unknown as { __ran?: number }).__ran ?? 0) + 1
      },
      get: () => undefined,
    })
  }, XSS_FLAG)
}

async function expectInert(page: Page, screen: Screen): Promise<void> {
  const found = await page.evaluate(() => {
    const bareHost = (host: string) => {
      try {
        return new URL(`https://${host}`).hostname === host
      } catch {
        return false
      }
    }
    const outward = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => new URL(a.href, location.href).origin !== location.origin)
    return {
      ran: (window as unknown as { __ran?: number }).__ran ?? 0,
      injected: document.querySelectorAll('#root [onerror], #root [onload], #root script, #root img[src="x"]').length,
      javascriptLinks: [...document.querySelectorAll('a[href]')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
      outwardNotBare: outward.filter((a) => !bareHost(new URL(a.href).hostname) || /[<>"\s]/.test(a.getAttribute('href') ?? '')).map((a) => a.getAttribute('href')),
      text: document.body.innerText,
    }
  })
  expect({ screen: screen.path, ran: found.ran, injected: found.injected, javascriptLinks: found.javascriptLinks, outwardNotBare: found.outwardNotBare }).toEqual({
    screen: screen.path,
    ran: 0,
    injected: 0,
    javascriptLinks: 0,
    outwardNotBare: [],
  })
  if (screen.userText) {
    const shown = [XSS_CORPUS.imgOnerror, XSS_CORPUS.attributeBreakout, XSS_CORPUS.scriptTag, XSS_CORPUS.svgEmail, XSS_CORPUS.imgEmail, XSS_CORPUS.javascriptUrl]
    expect(shown.some((payload) => found.text.includes(payload)), `${screen.path} shows the hostile strings as text`).toBe(true)
  }
}

describe('every screen of every role over hostile data (the sandbox `hostile` scenario), at 390 px', () => {
  it.each(ROLES.filter((role) => role.account !== 'kyc@paygrid.test'))('$account', async ({ account, screens }) => {
    const { context, page } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await trapPayloads(page)
    expect((await page.request.post('/sandbox/__sandbox/scenario/hostile')).ok()).toBe(true)
    await logIn(page, account)
    for (const screen of screens) {
      await openScreen(page, screen)
      await expectInert(page, screen)
      await expectNoSidewaysScroll(page)
      count.screens += 1
    }
    await context.close()
  })

  it('the checkout of a hostile link and the public pages', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    await trapPayloads(page)
    expect((await page.request.post('/sandbox/__sandbox/scenario/hostile')).ok()).toBe(true)
    for (const id of ['pl_hostile01', 'pl_hostile02', 'pl_hostile07']) {
      const screen = { path: `/payment-link?id=${id}`, heading: /./ }
      await openScreen(page, screen)
      await expectInert(page, screen)
      await expectNoSidewaysScroll(page)
      count.screens += 1
    }
    await context.close()
  })

  it('walked every listed screen', () => {
    expect(count.screens).toBe(ROLES.filter((role) => role.account !== 'kyc@paygrid.test').reduce((n, role) => n + role.screens.length, 0) + 3)
    console.info(`every screen: ${count.axeRuns} axe runs (2 colour modes), ${count.screens} screens walked over hostile data`)
  })
})
