/**
 * Every main screen of every role: the one list the browser tests walk (everyScreen.e2e.ts) and the review
 * pictures photograph (`npm run shots`), with the way to open a screen and wait until its data has settled.
 */
import type { Page } from 'playwright-core'

export interface Screen {
  path: string
  heading: string | RegExp
  /** Shows strings users control (the hostile walk expects to see the corpus there). */
  userText?: boolean
}

export interface RoleScreens {
  account: string
  screens: Screen[]
}

export const PUBLIC_SCREENS: Screen[] = [
  { path: '/', heading: /./ },
  { path: '/login', heading: 'Log in' },
  { path: '/register', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/payment-link?id=demo-crypto', heading: /Crypto demo/ },
  { path: '/payment-link?id=demo-both', heading: /Card or crypto demo/ },
]

export const ROLE_SCREENS: RoleScreens[] = [
  {
    account: 'merchant@paygrid.test',
    screens: [
      { path: '/dashboard', heading: 'Overview' },
      { path: '/payment-links', heading: 'Payment Links', userText: true },
      { path: '/integration', heading: 'Integration' },
      { path: '/wallet', heading: 'Wallet', userText: true },
      { path: '/transactions', heading: 'Transactions', userText: true },
      { path: '/subscription', heading: 'Choose Your Plan' },
      { path: '/settings', heading: 'Settings' },
    ],
  },
  { account: 'kyc@paygrid.test', screens: [{ path: '/kyc-verification', heading: 'KYC Verification' }] },
  {
    account: 'staff@paygrid.test',
    screens: [
      { path: '/funds-transfer', heading: 'Transfer Funds', userText: true },
      { path: '/integration-validation', heading: 'Integration Validation', userText: true },
      { path: '/validated-integration', heading: 'Validated Integration', userText: true },
    ],
  },
  {
    account: 'admin@paygrid.test',
    screens: [
      { path: '/dashboard', heading: 'Overview' },
      { path: '/wallets-admin', heading: 'Wallets', userText: true },
      { path: '/calculator', heading: 'Calculator' },
      { path: '/transactions-admin', heading: 'Transactions', userText: true },
      { path: '/subscription-admin', heading: 'Subscription', userText: true },
      { path: '/integration-validation', heading: 'Integration Validation', userText: true },
      { path: '/validated-integration', heading: 'Validated Integration', userText: true },
    ],
  },
  {
    account: 'reviewer@paygrid.test',
    screens: [
      { path: '/integration-validation', heading: 'Integration Validation', userText: true },
      { path: '/validated-integration', heading: 'Validated Integration', userText: true },
    ],
  },
]

/** The screen has drawn its data: its h1 is there, no request is running and no skeleton is left. */
export async function openScreen(page: Page, { path, heading }: Screen): Promise<void> {
  await page.goto(path)
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => !document.querySelector('.chakra-skeleton, [aria-busy="true"]'), undefined, { timeout: 15_000 })
}
