// The review pictures' moments: what a screen shows only after some steps (a confirmation, a toast, the checkout's
// waiting screen), by role. Each opens its moment on a page already signed in as its account.
import type { Page } from 'playwright-core'

export interface Moment {
  /** What the contact sheet's row says. */
  path: string
  /** The moment's name in file names. */
  name: string
  open: (page: Page) => Promise<void>
}

/** The checkout's waiting screen: demo-crypto paid through the billing form, its status still pending. */
async function openCryptoWaiting(page: Page): Promise<void> {
  await page.goto('/payment-link?id=demo-crypto')
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Phone').fill('+1 (555) 010-0100')
  await page.getByRole('button', { name: 'Continue to Cryptocurrency Payment' }).click()
  await page.getByRole('heading', { name: 'Polygon USDC Payment' }).waitFor({ timeout: 20_000 })
  await page.getByText('Waiting for Payment').waitFor()
  await page.getByRole('img', { name: /QR code/ }).waitFor()
}

/** A payout to a Polygon address reviewed before it is sent (issue 35 §2: the address whole on a phone). */
async function openConfirmTransfer(page: Page): Promise<void> {
  await page.goto('/funds-transfer')
  await page.getByRole('searchbox', { name: 'Find a client wallet' }).fill('client02')
  await page.getByRole('button', { name: /^Select the wallet of .* \(client02@paygrid\.test\)$/ }).click()
  await page.getByText('Paying out from').waitFor()
  await page.getByLabel(/^Amount/).fill('20')
  await page.getByRole('textbox', { name: /Destination/ }).fill('0x52908400098527886E0F7030069857D2E4169EE7')
  await page.getByRole('button', { name: 'Review transfer' }).click()
  await page.getByRole('alertdialog', { name: 'Confirm transfer' }).waitFor()
}

/** The merchant's pending payout to a Polygon address, its status about to be moved on. */
async function openUpdateTransferStatus(page: Page): Promise<void> {
  await page.goto('/funds-transfer?status=PENDING')
  await page.getByRole('button', { name: /^Update status of transfer of \$150\.00/ }).click()
  await page.getByRole('alertdialog', { name: 'Update transfer status' }).waitFor()
}

/** A payment link just created: the toast that stays until dismissed, with the new link and Copy link (issue 35 §12). */
async function openLinkCreated(page: Page): Promise<void> {
  await page.goto('/payment-links')
  await page.getByRole('heading', { level: 1, name: 'Payment Links' }).waitFor()
  await page.getByRole('button', { name: 'Create Payment Link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Payment Link' })
  await dialog.getByLabel('Amount').fill('42.50')
  await dialog.getByLabel('Name').fill('Piano lesson')
  await dialog.getByRole('button', { name: 'Create Payment Link' }).click()
  await page.getByRole('status').filter({ hasText: 'Payment link created successfully!' }).getByRole('button', { name: 'Copy link', exact: true }).waitFor()
  await dialog.waitFor({ state: 'detached' })
}

export const MOMENTS: readonly { account: string | null; moments: readonly Moment[] }[] = [
  { account: null, moments: [{ path: '/payment-link?id=demo-crypto, paid in crypto: waiting', name: 'payment-link-id-demo-crypto-waiting', open: openCryptoWaiting }] },
  { account: 'merchant@paygrid.test', moments: [{ path: '/payment-links, Create Payment Link: the created toast', name: 'payment-links-created-toast', open: openLinkCreated }] },
  {
    account: 'staff@paygrid.test',
    moments: [
      { path: '/funds-transfer, Review transfer: Confirm transfer', name: 'funds-transfer-confirm-transfer', open: openConfirmTransfer },
      { path: '/funds-transfer, Update status: Update transfer status', name: 'funds-transfer-update-transfer-status', open: openUpdateTransferStatus },
    ],
  },
]
