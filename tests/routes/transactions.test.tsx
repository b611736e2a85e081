import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiBase } from '../../src/api/client'
import { formatMoney } from '../../src/domain/money'
import { useSandbox } from '../support/sandboxServer'
import { newestFirst } from '../../sandbox/ledger'
import { parseCsv } from '../support/parseCsv'
import { captureDownloads, FIRST, openSignedIn, recordQueries } from './transactionsSupport'
import { MERCHANT_CSV_HEADER } from '../support/transactionsCsvHeader'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()
const LIST = '/transaction/list'
const openAsMerchant = (path = '/transactions') => openSignedIn('merchant@paygrid.test', path)

const table = () => screen.getByRole('table', { name: 'Transactions' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const merchantTxs = () => newestFirst(store, store.transactions.filter((tx) => tx.ownerId === 'usr_merchant'))

describe('/transactions (merchant) against the sandbox', { timeout: 40_000 }, () => {
  it('shows skeleton rows while the first page loads, then the page with its range', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    // Answers nothing itself: after the gate, the sandbox's handler answers.
    server.use(http.get(`${apiBase}${LIST}`, async () => void (await gate), { once: true }))
    const queries = recordQueries(server, LIST)
    await openAsMerchant()
    expect(await screen.findByRole('heading', { name: 'Transactions', level: 1 }, FIRST)).toBeInTheDocument()
    const loading = await screen.findByRole('table', { hidden: true })
    expect(loading).toHaveAttribute('aria-busy', 'true')
    expect(loading.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBeGreaterThan(0)
    release()
    expect(await screen.findByText('Showing 1–20 of 60 transactions')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(20)
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Customer', 'Method', 'Amount', 'Fee', 'Gross', 'Settled', 'Status', 'Actions'])
    expect(queries[0]).toEqual({ page: '1', page_size: '20' })
    // The newest first, with its customer, method, money and status in words.
    const newest = merchantTxs()[0]!
    const first = within(bodyRows()[0]!)
    expect(first.getByText(newest.customer_email)).toBeInTheDocument()
    expect(first.getByText(newest.payment_method === 'card' ? 'Card' : 'Crypto')).toBeInTheDocument()
    expect(first.getByRole('button', { name: `Details of transaction ${newest.id}` })).toBeInTheDocument()
    expect(first.getByText(/ago$|^just now$/).closest('time')).toHaveAttribute('title')
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 3')
    // A EUR payment in its currency, and what it settled to in the wallet's USD at the rate recorded on it.
    const index = merchantTxs().slice(0, 20).findIndex((tx) => tx.currency === 'EUR' && (tx.status === 'COMPLETED' || tx.status === 'PENDING'))
    expect(index).toBeGreaterThanOrEqual(0)
    const eur = merchantTxs()[index]!
    const cells = within(bodyRows()[index]!).getAllByRole('cell')
    expect(cells[3]).toHaveTextContent(formatMoney((eur.gross - eur.fee) / 100, 'EUR'))
    expect(cells[6]).toHaveTextContent(formatMoney((eur.settlement!.gross - eur.settlement!.fee) / 100, 'USD'))
    expect(cells[6]).toHaveTextContent(`1 EUR = ${(eur.settlement!.rate!.rate / 10000).toFixed(4)} USD`)
    // A failed or cancelled payment credits nothing.
    const failed = merchantTxs().slice(0, 20).findIndex((tx) => tx.status === 'FAILED' || tx.status === 'CANCELED' || tx.status === 'CANCELLED')
    expect(within(bodyRows()[failed]!).getAllByRole('cell')[6]).toHaveTextContent(/^Not credited$/)
  })

  it('says "No transactions yet" when the merchant has none, and offers nothing to export', async () => {
    store.transactions = store.transactions.filter((tx) => tx.ownerId !== 'usr_merchant')
    await openAsMerchant()
    expect(await screen.findByText('No transactions yet', {}, FIRST)).toBeInTheDocument()
    expect(screen.getByText('Payments made through your payment links and your website will appear here.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  })

  it('shows "Failed to fetch transactions" when the list fails, and Try Again loads it', async () => {
    const user = userEvent.setup()
    server.use(http.get(`${apiBase}${LIST}`, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }), { once: true }))
    await openAsMerchant()
    expect(await screen.findByText('Failed to fetch transactions', {}, FIRST)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Showing 1–20 of 60 transactions')).toBeInTheDocument()
  })

  it('filters by status, method and a date range: sent as the contract parameters, kept in the URL, cleared again', async () => {
    const user = userEvent.setup()
    const queries = recordQueries(server, LIST)
    const { router } = await openAsMerchant()
    await screen.findByText('Showing 1–20 of 60 transactions', {}, FIRST)
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const form = screen.getByRole('form', { name: 'Transaction filters' })
    await user.selectOptions(within(form).getByLabelText('Status'), 'Failed')
    await user.selectOptions(within(form).getByLabelText('Method'), 'Crypto')
    const from = within(form).getByLabelText('From date')
    const to = within(form).getByLabelText('To date')
    await user.type(to, '2020-01-31')
    await user.type(from, '2020-02-01')
    await user.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    expect(within(form).getByText('The From date must be on or before the To date')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({})
    const start = new Date(Date.now() - 150 * 24 * 3600 * 1000)
    const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    await user.clear(from)
    await user.type(from, day(start))
    await user.clear(to)
    await user.type(to, day(new Date()))
    await user.click(within(form).getByRole('button', { name: 'Apply Filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'FAILED', method: 'crypto', from: day(start), to: day(new Date()) }))
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        page: '1',
        page_size: '20',
        status: 'FAILED',
        payment_method: 'crypto',
        from_date: new Date(`${day(start)}T00:00:00`).toISOString(),
        to_date: new Date(`${day(new Date())}T23:59:59.999`).toISOString(),
      }),
    )
    const expected = merchantTxs().filter((tx) => tx.status === 'FAILED' && tx.payment_method === 'crypto').length
    expect(expected).toBeGreaterThan(0)
    await waitFor(() => expect(bodyRows()).toHaveLength(expected))
    for (const row of bodyRows()) {
      expect(within(row).getByText('Failed')).toBeInTheDocument()
      expect(within(row).getByText('Crypto')).toBeInTheDocument()
    }
    expect(screen.getByTestId('filters-active-dot')).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Clear Filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByText('Showing 1–20 of 60 transactions')).toBeInTheDocument()
  })

  it('searches a customer e-mail once typing pauses (debounced), and says when nothing matches', async () => {
    const user = userEvent.setup()
    const queries = recordQueries(server, LIST)
    const { router } = await openAsMerchant('/transactions?status=COMPLETED')
    const customer = merchantTxs().find((tx) => tx.status === 'COMPLETED')!.customer_email
    await screen.findByText(/^Showing 1–/, {}, FIRST)
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), customer)
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'COMPLETED', search: customer }))
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))
    expect(bodyRows().every((row) => within(row).queryByText(customer) !== null)).toBe(true)
    // One request for the whole address, none for what was typed on the way.
    expect(queries.filter((query) => query.search !== undefined)).toEqual([{ page: '1', page_size: '20', status: 'COMPLETED', search: customer }])
    const box = screen.getByRole('searchbox', { name: 'Search transactions' })
    await user.clear(box)
    await user.type(box, 'nobody@nowhere.test')
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(box).toHaveValue('')
    expect(await screen.findByText('Showing 1–20 of 60 transactions')).toBeInTheDocument()
  })

  it('finds a transaction by the id its receipt shows ("TX{id}", any case, spaces around it)', async () => {
    const user = userEvent.setup()
    const queries = recordQueries(server, LIST)
    const { router } = await openAsMerchant()
    const receipt = merchantTxs().at(-1)!
    await screen.findByText(/^Showing 1–/, {}, FIRST)
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), `  tx${receipt.id.toLowerCase()} `)
    await waitFor(() => expect(router.state.location.search).toEqual({ search: `tx${receipt.id.toLowerCase()}` }))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(within(bodyRows()[0]!).getByText(receipt.customer_email)).toBeInTheDocument()
    expect(queries.filter((query) => query.search !== undefined)).toEqual([{ page: '1', page_size: '20', search: receipt.id.toLowerCase() }])
  })

  it('pages with the page in the URL and in the request', async () => {
    const user = userEvent.setup()
    const queries = recordQueries(server, LIST)
    const { router } = await openAsMerchant()
    await screen.findByText('Showing 1–20 of 60 transactions', {}, FIRST)
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Showing 21–40 of 60 transactions')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(queries.at(-1)).toEqual({ page: '2', page_size: '20' })
    expect(within(bodyRows()[0]!).getByRole('button', { name: `Details of transaction ${merchantTxs()[20]!.id}` })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Last page' }))
    expect(await screen.findByText('Showing 41–60 of 60 transactions')).toBeInTheDocument()
    expect(queries.at(-1)).toEqual({ page: '3', page_size: '20' })
  })

  it('opens the details drawer from a row (the id in the URL) and closes it with Escape', async () => {
    const user = userEvent.setup()
    const { router } = await openAsMerchant()
    await screen.findByText('Showing 1–20 of 60 transactions', {}, FIRST)
    const viaLink = merchantTxs().slice(0, 20).find((tx) => tx.payment_link_id && tx.billing_info)!
    await user.click(screen.getByRole('button', { name: `Details of transaction ${viaLink.id}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' })
    expect(router.state.location.search).toEqual({ tx: viaLink.id })
    expect(within(dialog).getByText(`Transaction ${viaLink.id}`)).toBeInTheDocument()
    expect(within(dialog).getByText(viaLink.billing_info!.phone)).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Open in Payment Links' })).toHaveAttribute('href', `/payment-links?search=${viaLink.payment_link_id}`)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.search).toEqual({})
  })

  it('opens a shared link to a transaction that is not on the page shown, looked up by its id', async () => {
    const oldest = merchantTxs().at(-1)!
    const queries = recordQueries(server, LIST)
    await openAsMerchant(`/transactions?tx=${oldest.id}`)
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' }, FIRST)
    expect(await within(dialog).findByText(oldest.customer_email, {}, FIRST)).toBeInTheDocument()
    expect(queries).toContainEqual({ search: oldest.id, page_size: '100' })
  })

  it('says when a shared transaction id does not exist', async () => {
    await openAsMerchant('/transactions?tx=999999999')
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' }, FIRST)
    expect(await within(dialog).findByText('This transaction could not be found.', {}, FIRST)).toBeInTheDocument()
  })

  it('exports every transaction matching the filters as CSV, not only the page shown', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    const queries = recordQueries(server, LIST)
    await openAsMerchant('/transactions?status=COMPLETED')
    await screen.findByText(/^Showing 1–20 of/, {}, FIRST)
    const completed = merchantTxs().filter((tx) => tx.status === 'COMPLETED')
    expect(completed.length).toBeGreaterThan(20)
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(queries.at(-1)).toEqual({ page: '1', page_size: '100', status: 'COMPLETED' })
    expect(downloads[0]!.name).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(downloads[0]!.type).toBe('text/csv;charset=utf-8')
    const [header, ...rows] = parseCsv(await downloads[0]!.text())
    expect(header).toEqual(MERCHANT_CSV_HEADER)
    expect(rows.map((row) => row[0])).toEqual(completed.map((tx) => tx.id))
    expect(rows.every((row) => row[2] === 'Completed')).toBe(true)
    const [first] = completed
    expect(rows[0]!.slice(5, 8)).toEqual([String((first!.gross - first!.fee) / 100), String(first!.fee / 100), String(first!.gross / 100)])
    const eur = completed.findIndex((tx) => tx.currency === 'EUR')
    const settlement = completed[eur]!.settlement!
    expect(rows[eur]!.slice(13)).toEqual([
      'USD',
      String((settlement.gross - settlement.fee) / 100),
      String(settlement.fee / 100),
      String(settlement.gross / 100),
      String(settlement.rate!.rate / 10000),
      'Sandbox reference rate',
      new Date(settlement.rate!.as_of).toISOString(),
    ])
    expect(await screen.findByText(`Exported ${completed.length} transactions`)).toBeInTheDocument()
  })

  it('says when the export fails, and the list stays', async () => {
    const user = userEvent.setup()
    await openAsMerchant()
    await screen.findByText('Showing 1–20 of 60 transactions', {}, FIRST)
    server.use(http.get(`${apiBase}${LIST}`, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }), { once: true }))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Failed to export transactions')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(20)
  })
})
