import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiBase } from '../../src/api/client'
import { useSandbox } from '../support/sandboxServer'
import { parseCsv } from '../support/parseCsv'
import { captureDownloads, FIRST, openSignedIn, recordQueries } from './transactionsSupport'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()
const LIST = '/transaction/admin/list'
const openAsAdmin = (path = '/transactions-admin') => openSignedIn('admin@paygrid.test', path)

const table = () => screen.getByRole('table', { name: 'All transactions' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const ofOwner = (ownerId: string) => store.transactions.filter((tx) => tx.ownerId === ownerId)
// A list wholly on screen is counted, one that spans pages is ranged (issue 35 item 12).
const range = (total: number) => (total <= 20 ? `${total} ${total === 1 ? 'transaction' : 'transactions'}` : `Showing 1–20 of ${total} transactions`)

describe('/transactions-admin against the sandbox', { timeout: 40_000 }, () => {
  it("lists every merchant's transactions with the merchant column", async () => {
    const queries = recordQueries(server, LIST)
    await openAsAdmin()
    expect(await screen.findByRole('heading', { name: 'Transactions', level: 1 }, FIRST)).toBeInTheDocument()
    expect(await screen.findByText(range(store.transactions.length), {}, FIRST)).toBeInTheDocument()
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Merchant', 'Customer', 'Method', 'Amount', 'Fee', 'Gross', 'Settled', 'Status', 'Actions'])
    expect(queries[0]).toEqual({ page: '1', page_size: '20' })
    const owners = new Set(store.transactions.map((tx) => tx.ownerId))
    expect(owners.size).toBeGreaterThan(1)
    expect(within(table()).getAllByText('merchant@paygrid.test').length).toBeGreaterThan(0)
  })

  it('says "No transactions yet" when there are none', async () => {
    store.transactions = []
    await openAsAdmin()
    expect(await screen.findByText('No transactions yet', {}, FIRST)).toBeInTheDocument()
    expect(screen.getByText("Every merchant's payments will appear here.")).toBeInTheDocument()
  })

  it('shows "Failed to fetch transactions" with Try Again', async () => {
    const user = userEvent.setup()
    server.use(http.get(`${apiBase}${LIST}`, () => new HttpResponse(null, { status: 503 }), { once: true }))
    await openAsAdmin()
    expect(await screen.findByText('Failed to fetch transactions', {}, FIRST)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText(range(store.transactions.length))).toBeInTheDocument()
  })

  it("searches a merchant's e-mail", async () => {
    const user = userEvent.setup()
    const queries = recordQueries(server, LIST)
    const { router } = await openAsAdmin()
    await screen.findByText(range(store.transactions.length), {}, FIRST)
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'reviewer@paygrid.test')
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'reviewer@paygrid.test' }))
    expect(await screen.findByText(range(ofOwner('usr_reviewer').length))).toBeInTheDocument()
    expect(bodyRows().every((row) => within(row).queryByText('reviewer@paygrid.test') !== null)).toBe(true)
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', search: 'reviewer@paygrid.test' })
  })

  it("filters by a merchant from a transaction's details, and by a typed merchant ID", async () => {
    const user = userEvent.setup()
    const queries = recordQueries(server, LIST)
    const { router } = await openAsAdmin()
    await screen.findByText(range(store.transactions.length), {}, FIRST)
    const lapsed = ofOwner('usr_lapsed')
    const other = store.transactions.find((tx) => tx.ownerId !== 'usr_lapsed')!
    // A transaction on another page, opened by its id: the merchant filter starts from its details.
    await router.navigate({ to: '/transactions-admin', search: { tx: lapsed[0]!.id } })
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' })
    await within(dialog).findByText('lapsed@paygrid.test', {}, FIRST)
    expect(within(dialog).queryByRole('link', { name: 'Open in Payment Links' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: "Show only this merchant's transactions" }))
    await waitFor(() => expect(router.state.location.search).toEqual({ merchant: 'usr_lapsed' }))
    expect(await screen.findByText(range(lapsed.length))).toBeInTheDocument()
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', merchant_id: 'usr_lapsed' })
    expect(bodyRows().every((row) => within(row).queryByText('lapsed@paygrid.test') !== null)).toBe(true)
    expect(screen.getByTestId('filters-active-dot')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /Filters/ }))
    const form = screen.getByRole('form', { name: 'Transaction filters' })
    const merchantId = within(form).getByLabelText('Merchant ID')
    expect(merchantId).toHaveValue('usr_lapsed')
    await user.clear(merchantId)
    await user.type(merchantId, ` ${other.ownerId} `)
    await user.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ merchant: other.ownerId }))
    expect(await screen.findByText(range(ofOwner(other.ownerId).length))).toBeInTheDocument()
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '20', merchant_id: other.ownerId })
  })

  it('exports every match with the merchant columns', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await openAsAdmin('/transactions-admin?method=card')
    const card = store.transactions.filter((tx) => tx.payment_method === 'card')
    await screen.findByText(range(card.length), {}, FIRST)
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.name).toMatch(/^all-transactions-\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, ...rows] = parseCsv(await downloads[0]!.text())
    expect(header!.slice(-3)).toEqual(['Merchant name', 'Merchant email', 'Merchant ID'])
    expect(rows).toHaveLength(card.length)
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(['Card']))
    expect(rows.map((row) => row.at(-1)).sort()).toEqual(card.map((tx) => tx.ownerId).sort())
  })
})
