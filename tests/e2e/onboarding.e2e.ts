import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, newPage, setUpBrowser } from './support/browser'
import { logIn } from './support/logIn'

const e2e = setUpBrowser()

const planCard = (page: Page, name: string) => page.getByRole('article', { name })

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

  it('plan@ applies PRO50 (badge on its plan only), toggles annual, subscribes, watches the progress and lands on the dashboard', async () => {
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
    await page.getByRole('progressbar').waitFor()
    await page.waitForURL(/\/subscription-payment\/final-step$/, { timeout: 30_000 })
    await page.getByRole('heading', { name: 'Subscription active' }).waitFor()
    await page.getByRole('button', { name: 'Go to Dashboard' }).click()
    await page.getByRole('heading', { name: 'Overview' }).waitFor()
    expect(await page.getByText("You don't have an active subscription.", { exact: false }).count()).toBe(0)
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
