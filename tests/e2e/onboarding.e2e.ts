import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, expectNoSidewaysScroll, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'

const e2e = setUpBrowser()

const planCard = (page: Page, name: string) => page.getByRole('article', { name })
const CREATE = '/sandbox/subscription/async/create'

describe('client onboarding in Chromium against the sandbox', () => {
  it('kyc@ sees only the KYC page on three paths, completes KYC in the provider popup and reaches the plan selection', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'kyc@paygrid.test')
    for (const path of ['/dashboard', '/wallet', '/transactions']) {
      await page.goto(path)
      await page.getByRole('heading', { name: 'KYC Verification' }).waitFor()
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0)
    }
    await page.getByRole('button', { name: 'Start Verification' }).waitFor()
    await expectNoAxeViolations(page)
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Start Verification' }).click()])
    await popup.getByRole('button', { name: 'Success' }).click()
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    await context.close()
  })

  it('plan@ applies PRO50 (badge on its plan only), toggles annual, subscribes, reviews the order, confirms, watches the progress and lands on the dashboard', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'plan@paygrid.test')
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor()
    await page.getByLabel('Coupon code').fill('pro50')
    expect(await page.getByLabel('Coupon code').inputValue()).toBe('PRO50')
    await page.getByRole('button', { name: 'Apply' }).click()
    await planCard(page, 'Pro').getByText('50% off').waitFor()
    expect(await planCard(page, 'Starter').getByText(/% off/).count()).toBe(0)
    expect(await planCard(page, 'Business').getByText(/% off/).count()).toBe(0)
    await page.getByRole('button', { name: /Annual/ }).click()
    // Pro is 79.00 a month: 79 × 12 × 0.75 = 711.00 a year, half with PRO50.
    expect(await page.getByTestId('plan-pro-price').textContent()).toContain('355.50')
    await expectNoAxeViolations(page)
    await planCard(page, 'Pro').getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForURL(/\/subscription-payment\?/)
    const search = new URL(page.url()).searchParams
    expect(Object.fromEntries(search)).toEqual({ plan: 'pro', yearly: 'true', code: 'PRO50' })
    const review = page.getByRole('region', { name: 'Review your subscription' })
    await review.getByText('−€355.50 (50% off)').waitFor()
    expect(await review.getByTestId('subscription-total').textContent()).toBe('€355.50')
    await expectNoAxeViolations(page)
    await review.getByRole('button', { name: 'Confirm and pay €355.50' }).click()
    await page.getByRole('progressbar').waitFor()
    await page.waitForURL(/\/subscription-payment\/final-step$/, { timeout: 30_000 })
    await page.getByRole('heading', { name: 'Subscription active' }).waitFor()
    await page.getByRole('button', { name: 'Go to Dashboard' }).click()
    await page.getByRole('heading', { name: 'Overview' }).waitFor()
    expect(await page.getByText("You don't have an active subscription.", { exact: false }).count()).toBe(0)
    await context.close()
  })

  it('merchant@ opening /subscription-payment?plan=business (a link in an e-mail) gets the review and no charge; one subscription after a double click on confirm; /subscription then marks Business as the current plan', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const creates: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === CREATE) creates.push(request.headers()['idempotency-key'] ?? '')
    })
    await logIn(page, 'merchant@paygrid.test')
    await page.goto('/subscription-payment?plan=business')
    const review = page.getByRole('region', { name: 'Review your subscription' })
    const confirm = review.getByRole('button', { name: 'Confirm and pay €199.00' })
    await confirm.waitFor()
    const figures = await review.getByRole('term').evaluateAll((terms) => terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`))
    expect(figures).toEqual(['Plan: Business', 'Billing period: Monthly', 'Price: €199.00 / month', 'Total due today: €199.00'])
    await review.getByText(/It replaces your current Pro plan\./).waitFor()
    await page.reload()
    await confirm.waitFor()
    await page.waitForTimeout(1_500)
    expect(creates).toEqual([])
    await expectNoAxeViolations(page)
    await page.setViewportSize(VIEWPORTS.phone)
    await expectNoSidewaysScroll(page)
    expect(await confirm.evaluate((button) => button.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true)
    await page.setViewportSize(VIEWPORTS.desktop)

    await confirm.dblclick()
    await page.waitForURL(/\/subscription-payment\/final-step$/, { timeout: 30_000 })
    await page.getByText(/Business \(monthly\): €199\.00/).waitFor()
    expect(creates).toHaveLength(1)

    await page.goto('/subscription')
    const business = planCard(page, 'Business')
    await business.getByText('Current plan', { exact: true }).waitFor()
    expect(await planCard(page, 'Pro').getByText('Current plan', { exact: true }).count()).toBe(0)
    expect(await business.getByRole('button', { name: 'Subscribe' }).count()).toBe(0)
    expect(await business.getByRole('button', { name: 'Your current plan' }).isDisabled()).toBe(true)
    await expectNoAxeViolations(page)
    // A double click on another plan's Subscribe: the review opens, and its second click charges nothing.
    await planCard(page, 'Starter').getByRole('button', { name: 'Subscribe' }).dblclick()
    await page.getByRole('button', { name: 'Confirm and pay €29.00' }).waitFor()
    await page.waitForTimeout(500)
    expect(creates).toHaveLength(1)
    await context.close()
  })

  it('on a phone, the second click of a double click on Subscribe lands on the review\'s confirm button and charges nothing', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl, VIEWPORTS.phone)
    const creates: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === CREATE) creates.push(request.url())
    })
    await logIn(page, 'merchant@paygrid.test')
    // Where the review's confirm button will be.
    await page.goto('/subscription-payment?plan=starter')
    const confirm = page.getByRole('button', { name: 'Confirm and pay €29.00' })
    const target = (await confirm.boundingBox())!
    const [x, y] = [target.x + target.width / 2, target.y + target.height / 2]
    // Starter's Subscribe button scrolled right under that point.
    await page.goto('/subscription')
    const subscribe = planCard(page, 'Starter').getByRole('button', { name: 'Subscribe' })
    await subscribe.scrollIntoViewIfNeeded()
    const button = (await subscribe.boundingBox())!
    await page.evaluate((by) => window.scrollBy(0, by), button.y + button.height / 2 - y)
    const placed = (await subscribe.boundingBox())!
    expect(Math.abs(placed.y + placed.height / 2 - y)).toBeLessThan(2)
    // The first click opens the review; the second click of the double click (click count 2) lands on Confirm.
    await page.mouse.click(x, y)
    await confirm.waitFor()
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('button')?.textContent, [x, y])).toBe('Confirm and pay €29.00')
    await page.mouse.down({ clickCount: 2 })
    await page.mouse.up({ clickCount: 2 })
    await page.waitForTimeout(1_000)
    expect(creates).toEqual([])
    expect(new URL(page.url()).pathname).toBe('/subscription-payment')
    // A click of its own confirms.
    await page.mouse.click(x, y)
    await page.waitForURL(/\/subscription-payment\/final-step$/, { timeout: 30_000 })
    expect(creates).toHaveLength(1)
    await context.close()
  })

  it('a link with an unknown plan or a foreign promo code says what is wrong and charges nothing', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const creates: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === CREATE) creates.push(request.url())
    })
    await logIn(page, 'merchant@paygrid.test')
    await page.goto('/subscription-payment?plan=platinum')
    await page.getByRole('heading', { name: 'Plan not found' }).waitFor()
    await page.goto('/subscription-payment?plan=starter&code=PRO50')
    await page.getByRole('heading', { name: 'Promo code not valid' }).waitFor()
    await page.getByText('Promo code PRO50 does not apply to the Starter plan.', { exact: false }).waitFor()
    expect(await page.getByRole('button', { name: /Confirm/ }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Continue without the code' }).click()
    await page.getByRole('button', { name: 'Confirm and pay €29.00' }).waitFor()
    expect(new URL(page.url()).search).toBe('?plan=starter')
    expect(creates).toEqual([])
    await context.close()
  })

  it('telegram@ is forced to the Telegram dialog, gets the format error for "ab", then succeeds with "@valid_user"', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'telegram@paygrid.test')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await page.getByText('Telegram username is required to continue using Paygrid').first().waitFor()
    expect(await dialog.isVisible()).toBe(true)
    await dialog.getByRole('textbox').fill('ab')
    await dialog.getByRole('button', { name: 'Verify & Continue' }).click()
    await dialog.getByText('Invalid telegram username format').waitFor()
    await expectNoAxeViolations(page)
    await dialog.getByRole('textbox').fill('@valid_user')
    expect(await dialog.getByRole('textbox').inputValue()).toBe('valid_user')
    await dialog.getByRole('button', { name: 'Verify & Continue' }).click()
    await page.getByText('Verification Complete!').waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.reload()
    await page.getByRole('heading', { name: 'Overview' }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await context.close()
  })
})
