import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { apiBase } from '../../src/api/client'
import type { components } from '../../src/api/schema'
import { appToaster } from '../../src/components/common/toaster'
import { formatMoney } from '../../src/domain/money'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { sandboxCall, storeSession } from '../support/transferSession'
import { identifier } from '../support/identifier'

type S = components['schemas']

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server } = useSandbox()
afterEach(() => appToaster.remove())

const LOAD = { timeout: 20_000 }
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const IBAN = 'DE89 3704 0044 0532 0130 00'

interface Sent {
  method: string
  path: string
  query: Record<string, string>
  key: string | null
  body: string
}

function recordRequests() {
  const seen: Sent[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    const entry: Sent = { method: request.method, path: url.pathname.replace(/^\/sandbox/, ''), query: Object.fromEntries(url.searchParams), key: request.headers.get('Idempotency-Key'), body: '' }
    seen.push(entry)
    if (request.method !== 'GET') void request.clone().text().then((text) => (entry.body = text))
  })
  return seen
}

const payouts = (seen: Sent[]) => seen.filter((r) => r.method === 'POST' && r.path === '/wallet/admin/transfer-funds')

function renderTransfers(path = '/funds-transfer') {
  const app = renderRoute(path, { strictMode: false })
  app.queryClient.setDefaultOptions({ queries: { ...app.queryClient.getDefaultOptions().queries, retry: false } })
  return app
}

async function clientWallet(token: string, email: string): Promise<S['AdminWallet']> {
  const list = await sandboxCall<S['ClientWalletList']>(`/wallet/admin/client-wallets?search=${encodeURIComponent(email)}`, token)
  return list.results[0]!
}

async function transfersOf(token: string, walletId: string): Promise<S['Transfer'][]> {
  return (await sandboxCall<S['TransferList']>(`/api/v1/wallet/transfers/?wallet_id=${walletId}&page_size=100`, token)).results
}

/** Staff with client02's wallet picked (through the URL) and the form filled. */
async function readyToConfirm(amount = '25.50') {
  const user = userEvent.setup()
  const token = await storeSession('staff@paygrid.test')
  const wallet = await clientWallet(token, 'client02@paygrid.test')
  const seen = recordRequests()
  const app = renderTransfers(`/funds-transfer?wallet=${wallet.wallet_id}`)
  await screen.findByText(formatMoney(wallet.balance, 'USD'), {}, LOAD)
  await user.type(screen.getByRole('textbox', { name: /Amount/ }), amount)
  await user.type(screen.getByRole('textbox', { name: /Destination/ }), IBAN)
  await user.click(screen.getByRole('button', { name: 'Review transfer' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm transfer' })
  return { user, token, wallet, seen, dialog, app }
}

describe('/funds-transfer against the sandbox', { timeout: 40_000 }, () => {
  it('finds a client wallet by e-mail with its balance and picks it; the list narrows to it', async () => {
    const user = userEvent.setup()
    const token = await storeSession('staff@paygrid.test')
    const wallet = await clientWallet(token, 'client02@paygrid.test')
    const seen = recordRequests()
    const { router } = renderTransfers()
    expect(await screen.findByRole('heading', { name: 'Transfer Funds', level: 1 }, LOAD)).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Transfers' }, LOAD)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'All transfers' })).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Find a client wallet' }), 'client02')
    const select = await screen.findByRole('button', { name: `Select the wallet of ${wallet.user.first_name} ${wallet.user.last_name} (client02@paygrid.test)` }, LOAD)
    expect(seen.filter((r) => r.path === '/wallet/admin/client-wallets').at(-1)?.query).toEqual({ search: 'client02', page_size: '10' })
    expect(screen.getByText('1 matching wallet')).toBeInTheDocument()
    expect(within(screen.getByRole('table', { name: 'Matching wallets' })).getByText(formatMoney(wallet.balance, 'USD'))).toBeInTheDocument()
    await user.click(select)
    expect(await screen.findByText('Paying out from')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ find: 'client02', wallet: wallet.wallet_id })
    expect(await screen.findByRole('heading', { name: 'Transfers of this wallet' })).toBeInTheDocument()
    await waitFor(() => expect(seen.filter((r) => r.path === '/api/v1/wallet/transfers/').at(-1)?.query).toEqual({ page: '1', page_size: '10', wallet_id: wallet.wallet_id }))
    expect(screen.getByText(formatMoney(wallet.balance, 'USD'))).toBeInTheDocument()
  })

  it('cannot overdraw: the message names the balance and nothing is sent', async () => {
    const user = userEvent.setup()
    const token = await storeSession('staff@paygrid.test')
    const wallet = await clientWallet(token, 'client02@paygrid.test')
    const seen = recordRequests()
    renderTransfers(`/funds-transfer?wallet=${wallet.wallet_id}`)
    await screen.findByText(formatMoney(wallet.balance, 'USD'), {}, LOAD)
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), (Number(wallet.balance) + 0.01).toFixed(2))
    await user.type(screen.getByRole('textbox', { name: /Destination/ }), IBAN)
    await user.click(screen.getByRole('button', { name: 'Review transfer' }))
    expect(await screen.findByText(`Amount cannot exceed the wallet balance of ${formatMoney(wallet.balance, 'USD')}`)).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(payouts(seen)).toEqual([])
  })

  it('makes one transfer with an Idempotency-Key; the balance, the list and the form refresh', async () => {
    const { user, token, wallet, seen, dialog } = await readyToConfirm('25.50')
    for (const text of [`${wallet.user.first_name} ${wallet.user.last_name}`, '$25.50', 'Bank account (IBAN)']) expect(within(dialog).getByText(text)).toBeInTheDocument()
    expect(within(dialog).getByText(identifier(`IBAN ${IBAN}`))).toBeInTheDocument()
    const confirm = within(dialog).getByRole('button', { name: 'Transfer $25.50' })
    await user.dblClick(confirm)
    expect(await screen.findByText('Funds transferred successfully.')).toBeInTheDocument()
    expect(await screen.findByText(`$25.50 transferred from the wallet of`, { exact: false })).toBeInTheDocument()
    const sent = payouts(seen)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.key).toMatch(UUID_V4)
    expect(JSON.parse(sent[0]!.body)).toEqual({ wallet_id: wallet.wallet_id, amount: '25.50', destination: `IBAN ${IBAN}`, note: null })
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: /Destination/ })).toHaveValue('')
    await screen.findByText(formatMoney(Number(wallet.balance) - 25.5, 'USD'))
    // The machine reads the re-read wallet itself (watchWallet): the form's limit is the new balance.
    expect(await screen.findByText(`In USD, the wallet's currency: up to ${formatMoney(Number(wallet.balance) - 25.5, 'USD')}, in steps of 0.01`)).toBeInTheDocument()
    const mine = await transfersOf(token, wallet.wallet_id)
    expect(mine.filter((t) => t.amount === '25.50')).toHaveLength(1)
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Transfers' })).getAllByText(`IBAN ${IBAN}`)).toHaveLength(1))
  })

  it('a lost answer, then Retry: the same key is sent again and one transfer, one debit, results', async () => {
    const { user, token, wallet, seen, dialog } = await readyToConfirm('40.00')
    await sandboxCall(`/__sandbox/drop-next-response`, null, { body: { method: 'POST', path: '/wallet/admin/transfer-funds' } })
    await user.click(within(dialog).getByRole('button', { name: 'Transfer $40.00' }))
    expect(await within(dialog).findByText(/The connection was lost before the server answered\. Retrying is safe/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Funds transferred successfully.')).toBeInTheDocument()
    const sent = payouts(seen)
    expect(sent).toHaveLength(2)
    expect(sent[1]!.key).toBe(sent[0]!.key)
    expect((await transfersOf(token, wallet.wallet_id)).filter((t) => t.amount === '40.00')).toHaveLength(1)
    expect((await clientWallet(token, 'client02@paygrid.test')).balance).toBe((Number(wallet.balance) - 40).toFixed(2))
  })

  it('a refused transfer shows the server’s message; Retry sends a new key', async () => {
    const { user, seen, dialog } = await readyToConfirm('10.00')
    server.use(http.post(`${apiBase}/wallet/admin/transfer-funds`, () => HttpResponse.json({ message: 'Destination is blocked by compliance.' }, { status: 400 }), { once: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Transfer $10.00' }))
    expect(await within(dialog).findByText('Destination is blocked by compliance.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Funds transferred successfully.')).toBeInTheDocument()
    const sent = payouts(seen)
    expect(sent).toHaveLength(2)
    expect(sent[0]!.key).toMatch(UUID_V4)
    expect(sent[1]!.key).toMatch(UUID_V4)
    expect(sent[1]!.key).not.toBe(sent[0]!.key)
  })

  it('moves a transfer on after choosing among the allowed statuses, and cancels another', async () => {
    const user = userEvent.setup()
    const token = await storeSession('staff@paygrid.test')
    const wallet = await clientWallet(token, 'client06@paygrid.test')
    const [pending] = (await transfersOf(token, wallet.wallet_id)).filter((t) => t.status === 'PENDING')
    const { router } = renderTransfers(`/funds-transfer?wallet=${wallet.wallet_id}`)
    const amount = formatMoney(pending!.amount, 'USD')
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Update status of transfer of \\${amount}`) }, LOAD))
    const dialog = await screen.findByRole('alertdialog', { name: 'Update transfer status' })
    const select = within(dialog).getByRole('combobox', { name: 'New status' })
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a status', 'Processing', 'Completed', 'Failed', 'Cancelled'])
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }))
    expect(within(dialog).getByText('Choose the new status')).toBeInTheDocument()
    await user.selectOptions(select, 'PROCESSING')
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Processing' }))
    expect(await screen.findByText('Transfer marked Processing')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('button', { name: new RegExp(`^Cancel transfer of \\${amount}`) })).toBeNull())
    expect((await transfersOf(token, wallet.wallet_id)).find((t) => t.id === pending!.id)?.status).toBe('PROCESSING')

    await router.navigate({ to: '/funds-transfer', search: {} })
    await user.click(await screen.findByRole('button', { name: /^Cancel transfer of \$150\.00/ }, LOAD))
    const cancel = await screen.findByRole('alertdialog', { name: 'Cancel this transfer?' })
    await user.click(within(cancel).getByRole('button', { name: 'Cancel transfer' }))
    expect(await screen.findByText('Transfer of $150.00 cancelled')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Cancel transfer of \$150\.00/ })).toBeNull())
  })

  it('the list: empty for a wallet without transfers, and a failed read offers Try Again', async () => {
    const user = userEvent.setup()
    const token = await storeSession('staff@paygrid.test')
    const wallet = await clientWallet(token, 'client01@paygrid.test')
    expect(await transfersOf(token, wallet.wallet_id)).toEqual([])
    server.use(http.get(`${apiBase}/api/v1/wallet/transfers/`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 }), { once: true }))
    renderTransfers(`/funds-transfer?wallet=${wallet.wallet_id}`)
    expect(await screen.findByText('Failed to load transfers', {}, LOAD)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('No transfers from this wallet yet')).toBeInTheDocument()
  })

  it('a failed wallet search offers Try Again; an unknown wallet in the URL says so', async () => {
    const user = userEvent.setup()
    await storeSession('staff@paygrid.test')
    server.use(http.get(`${apiBase}/wallet/admin/client-wallets`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 }), { once: true }))
    const { router } = renderTransfers('/funds-transfer?find=nobody-here')
    expect(await screen.findByText('Failed to load wallets', {}, LOAD)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('No wallets found')).toBeInTheDocument()
    await router.navigate({ to: '/funds-transfer', search: { wallet: 'wal_unknown' } })
    expect(await screen.findByText('This wallet was not found. Search for the client again.')).toBeInTheDocument()
  })
})
