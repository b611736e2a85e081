import type { Page } from 'playwright-core'

/** The password of every seeded sandbox account. */
export const PASSWORD = 'Sandbox-pass-1'

/** Logs a seeded account in through the login page and waits until the app has left it. */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname !== '/login')
}
