import { describe, expect, it } from 'vitest'
import { listAllTransactions, type Transaction } from '../../src/api/transactions'
import { transactionCsvColumns, transactionsCsv, transactionsCsvFileName } from '../../src/domain/transactionsCsv'
import { useSandbox } from '../support/sandboxServer'
import { sampleTransaction } from '../components/transactions/sampleTransaction'
import { storeSession } from '../support/session'
import { parseCsv } from '../support/parseCsv'
import { recordQueries } from './transactionsSupport'
import { MERCHANT_CSV_HEADER } from '../support/transactionsCsvHeader'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()

const tx = (patch: Partial<Transaction>) => sampleTransaction({ payment_link: { id: 'pl_1', name: 'Tea, "green"' }, ...patch })

const MERCHANT_HEADER = MERCHANT_CSV_HEADER.join(',')

describe('transactions CSV', () => {
  it('has the merchant columns, money as numbers, quotes where RFC 4180 needs them', () => {
    const csv = transactionsCsv('merchant', [tx({}), tx({ id: '100002', status: 'CANCELLED', payment_method: 'crypto', amount: '-5.00', billing_info: null, customer_name: null, payment_link: null, payment_link_id: null })])
    expect(csv).toBe(
      `${MERCHANT_HEADER}\r\n` +
        `100001,2026-03-02T10:00:00.000Z,Completed,Card,USD,96.8,3.2,100,Ada Lovelace,ada@example.com,'+1 555 0100,"Tea, ""green""",pl_1,USD,96.8,3.2,100,,,\r\n` +
        '100002,2026-03-02T10:00:00.000Z,Cancelled,Crypto,USD,-5,3.2,100,,ada@example.com,,,,USD,96.8,3.2,100,,,\r\n',
    )
  })

  it('gives a converted payment what it settled to and the rate recorded on it, beside its charged amounts', () => {
    const eur = tx({
      currency: 'EUR',
      settlement: { currency: 'USD', gross_amount: '108.50', fee: '3.47', amount: '105.03', exchange_rate: { from: 'EUR', to: 'USD', rate: '1.0850', source: 'Sandbox reference rate', as_of: '2026-03-02T00:00:00.000Z' } },
    })
    const [header, row] = parseCsv(transactionsCsv('merchant', [eur]))
    expect(header!.slice(4, 8)).toEqual(['Currency', 'Amount', 'Fee', 'Gross'])
    expect(row!.slice(4, 8)).toEqual(['EUR', '96.8', '3.2', '100'])
    expect(row!.slice(13)).toEqual(['USD', '105.03', '3.47', '108.5', '1.085', 'Sandbox reference rate', '2026-03-02T00:00:00.000Z'])
  })

  it('adds the merchant on the admin export', () => {
    expect(transactionCsvColumns('admin').map((c) => c.header).slice(-3)).toEqual(['Merchant name', 'Merchant email', 'Merchant ID'])
    const [, row] = parseCsv(transactionsCsv('admin', [tx({})]))
    expect(row!.slice(-3)).toEqual(['Maya Merchant', 'merchant@paygrid.test', 'usr_merchant'])
  })

  it('guards every customer-typed text against formula injection', () => {
    const hostile = tx({ customer_name: '=HYPERLINK("http://evil")', customer_email: '+1@example.com', billing_info: { email: 'x@example.com', first_name: '@SUM', last_name: 'x', phone: '-1' }, payment_link: { id: 'pl', name: '\t=1+1' } })
    const [, row] = parseCsv(transactionsCsv('merchant', [hostile]))
    expect(row![8]).toBe(`'=HYPERLINK("http://evil")`)
    expect(row![9]).toBe(`'+1@example.com`)
    expect(row![10]).toBe(`'-1`)
    expect(row![11]).toBe(`'\t=1+1`)
  })

  it('names the files after the list and the day', () => {
    expect(transactionsCsvFileName('merchant', new Date(2026, 2, 7))).toBe('transactions-2026-03-07.csv')
    expect(transactionsCsvFileName('admin', new Date(2026, 10, 23))).toBe('all-transactions-2026-11-23.csv')
  })
})

describe('every matching transaction, through the list call', () => {
  it('pages through the merchant list 100 at a time with the filters, and returns every row once', async () => {
    // 60 seeded + 210 more (FAILED): three pages of 100.
    const own = store.transactions.filter((record) => record.ownerId === 'usr_merchant')
    for (let i = 0; i < 210; i++) store.transactions.push({ ...own[i % own.length]!, id: String(500000 + i), status: 'FAILED' })
    const failed = store.transactions.filter((record) => record.ownerId === 'usr_merchant' && record.status === 'FAILED').length
    expect(failed).toBeGreaterThan(200)
    await storeSession('merchant@paygrid.test')
    const queries = recordQueries(server, '/transaction/list')
    const rows = await listAllTransactions('merchant', { page: 4, page_size: 20, status: 'FAILED', payment_method: undefined })
    expect(rows).toHaveLength(failed)
    expect(new Set(rows.map((row) => row.id)).size).toBe(failed)
    expect(rows.every((row) => row.status === 'FAILED')).toBe(true)
    expect(queries).toEqual([1, 2, 3].map((page) => ({ page: String(page), page_size: '100', status: 'FAILED' })))
  })

  it('stops after one page when everything fits', async () => {
    await storeSession('merchant@paygrid.test')
    const queries = recordQueries(server, '/transaction/list')
    expect(await listAllTransactions('merchant', {})).toHaveLength(60)
    expect(queries).toEqual([{ page: '1', page_size: '100' }])
  })
})
