import { describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { expectNoAxeViolations, newPage, setUpBrowser, VIEWPORTS } from './support/browser'
import { logIn } from './support/logIn'
import { loseNextAnswer } from './support/loseNextAnswer'

const e2e = setUpBrowser()

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const IBAN = 'GB82 WEST 1234 5698 7654 32'

/** A GET against the sandbox API as the signed-in user of the page. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('access')}` } })
    return response.json()
  }, `/sandbox${path}`) as Promise<T>
}

const usd = (amount: string | number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount))

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

/** Every payout request the page sends, with its Idempotency-Key (the body is streamed: Chromium does not expose it). */
function recordPayouts(page: Page): { key: string | null }[] {
  const sent: { key: string | null }[] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/sandbox/wallet/admin/transfer-funds') sent.push({ key: request.headers()['idempotency-key'] ?? null })
  })
  return sent
}

interface Wallet {
  wallet_id: string
  balance: string
  pending_balance: string
  combined_balance: string
}
interface Transfer {
  id: string
  amount: string
  status: string
  destination: string
  note: string | null
  created_by: string
}

describe('Wallet and Transfer Funds in Chromium against the sandbox', () => {
  it('merchant@ sees the figures of /wallet/my-wallet and cancels a pending transfer; phone width, axe clean', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'merchant@paygrid.test')
    await page.goto('/wallet')
    const { data: wallet } = await apiGet<{ data: Wallet }>(page, '/wallet/my-wallet')
    const balances = page.getByRole('region', { name: 'Balances' })
    await balances.getByText(usd(wallet.balance), { exact: true }).waitFor()
    expect(await balances.getByText(usd(wallet.pending_balance), { exact: true }).count()).toBe(1)
    expect(await balances.getByText(usd(wallet.combined_balance), { exact: true }).count()).toBe(1)
    const table = page.getByRole('table', { name: 'Transfers' })
    await table.getByText('Pending', { exact: true }).waitFor()
    expect(await table.getByRole('row').count()).toBe(6)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: /^Cancel transfer of \$150\.00/ }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this transfer?' })
    await dialog.getByText('$150.00').waitFor()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Cancel transfer' }).click()
    await page.getByText('Transfer of $150.00 cancelled').waitFor()
    await balances.getByText(usd(Number(wallet.balance) + 150), { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: /^Cancel transfer of/ }).count()).toBe(0)
    const after = await apiGet<{ results: Transfer[] }>(page, '/api/v1/wallet/transfers/')
    expect(after.results.filter((t) => t.status === 'PENDING')).toEqual([])

    await page.setViewportSize(VIEWPORTS.phone)
    await page.reload()
    await table.getByText('Cancelled', { exact: true }).first().waitFor()
    await noSidewaysScroll(page)
    await context.close()
  })

  it('staff@ finds a wallet, cannot overdraw, and a double click on confirm makes one transfer; balance and form refresh', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const payouts = recordPayouts(page)
    await logIn(page, 'staff@paygrid.test')
    await page.waitForURL('**/funds-transfer')
    await page.getByRole('heading', { name: 'Transfer Funds', level: 1 }).waitFor()
    await page.getByRole('table', { name: 'Transfers' }).waitFor()
    await expectNoAxeViolations(page)

    await page.getByRole('searchbox', { name: 'Find a client wallet' }).fill('client02')
    const select = page.getByRole('button', { name: /^Select the wallet of .* \(client02@paygrid\.test\)$/ })
    await select.waitFor()
    const [found] = (await apiGet<{ results: Wallet[] }>(page, '/wallet/admin/client-wallets?search=client02')).results
    expect(await page.getByRole('table', { name: 'Matching wallets' }).getByText(usd(found!.balance)).count()).toBe(1)
    await expectNoAxeViolations(page)
    await select.click()
    await page.getByText('Paying out from').waitFor()
    expect(new URL(page.url()).searchParams.get('wallet')).toBe(found!.wallet_id)

    const amount = page.getByRole('textbox', { name: /Amount/ })
    await amount.fill((Number(found!.balance) + 0.01).toFixed(2))
    await page.getByRole('textbox', { name: /Destination/ }).fill(IBAN)
    await page.getByRole('button', { name: 'Review transfer' }).click()
    await page.getByText(`Amount cannot exceed the wallet balance of ${usd(found!.balance)}`).waitFor()
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    expect(payouts).toEqual([])
    await expectNoAxeViolations(page)

    await amount.fill('12.34')
    await page.getByRole('textbox', { name: /Note/ }).fill('<img src=x onerror=alert(1)>')
    await page.getByRole('button', { name: 'Review transfer' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Confirm transfer' })
    await dialog.getByText(`IBAN ${IBAN}`).waitFor()
    expect(await dialog.getByRole('definition').allTextContents()).toEqual([expect.stringContaining('wal_'), '$12.34', 'USD', expect.stringContaining(IBAN), '<img src=x onerror=alert(1)>'])
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Transfer $12.34' }).dblclick()
    await page.getByText('Funds transferred successfully.').waitFor()
    await page.getByText(usd(Number(found!.balance) - 12.34), { exact: true }).waitFor()
    expect(payouts).toHaveLength(1)
    expect(payouts[0]!.key).toMatch(UUID_V4)
    expect(await amount.inputValue()).toBe('')
    const transfers = await apiGet<{ results: Transfer[] }>(page, `/api/v1/wallet/transfers/?wallet_id=${found!.wallet_id}`)
    expect(transfers.results.filter((t) => t.amount === '12.34').map(({ amount: sent, destination, note, status, created_by }) => ({ sent, destination, note, status, created_by }))).toEqual([
      { sent: '12.34', destination: `IBAN ${IBAN}`, note: '<img src=x onerror=alert(1)>', status: 'PENDING', created_by: 'staff@paygrid.test' },
    ])
    const table = page.getByRole('table', { name: 'Transfers' })
    await table.getByText('<img src=x onerror=alert(1)>').waitFor()
    expect(await table.locator('img').count()).toBe(0)

    await page.setViewportSize(VIEWPORTS.phone)
    await noSidewaysScroll(page)
    await context.close()
  })

  it('staff@: an answer lost after the server accepted the transfer, then Retry: the same key, one transfer, one debit', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    const payouts = recordPayouts(page)
    await logIn(page, 'staff@paygrid.test')
    const [wallet] = (await apiGet<{ results: Wallet[] }>(page, '/wallet/admin/client-wallets?search=client02')).results
    await page.goto(`/funds-transfer?wallet=${wallet!.wallet_id}`)
    await page.getByText('Paying out from').waitFor()
    await page.getByRole('textbox', { name: /Amount/ }).fill('20')
    await page.getByRole('textbox', { name: /Destination/ }).fill('0x52908400098527886E0F7030069857D2E4169EE7')
    await page.getByRole('button', { name: 'Review transfer' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Confirm transfer' })
    await dialog.getByText('Polygon address (USDC)').waitFor()
    await loseNextAnswer(page, '/sandbox/wallet/admin/transfer-funds')
    await dialog.getByRole('button', { name: 'Transfer $20.00' }).click()
    await dialog.getByText(/The connection was lost before the server answered/).waitFor()
    await expectNoAxeViolations(page)
    const replay = page.waitForResponse((response) => new URL(response.url()).pathname === '/sandbox/wallet/admin/transfer-funds')
    await dialog.getByRole('button', { name: 'Retry' }).click()
    expect((await replay).headers()['idempotent-replayed']).toBe('true')
    await page.getByText('Funds transferred successfully.').waitFor()
    expect(payouts.map((p) => p.key)).toEqual([payouts[0]!.key, payouts[0]!.key])
    const transfers = await apiGet<{ results: Transfer[] }>(page, `/api/v1/wallet/transfers/?wallet_id=${wallet!.wallet_id}`)
    expect(transfers.results.filter((t) => t.amount === '20.00')).toHaveLength(1)
    const [after] = (await apiGet<{ results: Wallet[] }>(page, '/wallet/admin/client-wallets?search=client02')).results
    expect(after!.balance).toBe((Number(wallet!.balance) - 20).toFixed(2))
    await page.getByText(usd(after!.balance), { exact: true }).waitFor()
    await context.close()
  })

  it('staff@ updates a transfer’s status and cancels another, each after a confirmation', async () => {
    const { page, context } = await newPage(e2e.browser, e2e.baseUrl)
    await logIn(page, 'staff@paygrid.test')
    await page.goto('/funds-transfer?status=PENDING')
    const table = page.getByRole('table', { name: 'Transfers' })
    await table.getByText('Pending', { exact: true }).first().waitFor()
    const pending = (await apiGet<{ results: Transfer[] }>(page, '/api/v1/wallet/transfers/?status=PENDING')).results
    expect(await table.getByRole('row').count()).toBe(pending.length + 1)

    await page.getByRole('button', { name: /^Update status of transfer of \$150\.00/ }).click()
    const update = page.getByRole('alertdialog', { name: 'Update transfer status' })
    await update.getByText('merchant@paygrid.test', { exact: true }).waitFor()
    await update.getByRole('combobox', { name: 'New status' }).selectOption('COMPLETED')
    await update.getByRole('textbox', { name: 'Reason (optional)' }).fill('Paid on chain')
    await expectNoAxeViolations(page)
    await update.getByRole('button', { name: 'Mark as Completed' }).click()
    await page.getByText('Transfer marked Completed').waitFor()
    await page.getByRole('button', { name: /^Update status of transfer of \$150\.00/ }).waitFor({ state: 'detached' })

    const cancelButton = page.getByRole('button', { name: /^Cancel transfer of/ }).first()
    const name = (await cancelButton.getAttribute('aria-label'))!
    await cancelButton.click()
    const cancel = page.getByRole('alertdialog', { name: 'Cancel this transfer?' })
    // Whose wallet the amount goes back to: the first fact it restates.
    expect(await cancel.getByRole('definition').first().textContent()).toMatch(/@paygrid\.test$/)
    await cancel.getByRole('button', { name: 'Cancel transfer' }).click()
    await page.getByText(/^Transfer of \$[\d,.]+ cancelled$/).waitFor()
    await page.getByRole('button', { name }).waitFor({ state: 'detached' })
    const still = (await apiGet<{ results: Transfer[] }>(page, '/api/v1/wallet/transfers/?status=PENDING')).results
    expect(still).toHaveLength(pending.length - 2)
    await page.setViewportSize(VIEWPORTS.phone)
    await noSidewaysScroll(page)
    await context.close()
  })
})
