import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TransactionDrawer, TRANSACTION_NOT_FOUND, type TransactionDetail } from '../../../src/components/transactions/TransactionDrawer'
import { localDateTime } from '../../../src/domain/relativeTime'
import { renderInDashboard } from '../../support/render'
import { sampleTransaction } from './sampleTransaction'

const TX = sampleTransaction({
  id: '100007',
  currency: 'EUR',
  status: 'CANCELLED',
  payment_method: 'crypto',
  billing_info: { ...sampleTransaction().billing_info!, last_name: '<b>Lovelace</b>' },
  payment_link_id: 'pl_tea',
  payment_link: { id: 'pl_tea', name: 'Green tea' },
  settlement: {
    currency: 'USD',
    gross_amount: '108.50',
    fee: '3.47',
    amount: '105.03',
    exchange_rate: { from: 'EUR', to: 'USD', rate: '1.0850', source: 'Sandbox reference rate', as_of: '2026-03-02T00:00:00.000Z' },
  },
})

/** The drawer as a screen holds it: open while an id is set, closed by its own controls. */
function Harness({ detail, showMerchant = false, onMerchantFilter }: { detail: TransactionDetail; showMerchant?: boolean; onMerchantFilter?: (id: string) => void }) {
  const [id, setId] = useState<string | undefined>(TX.id)
  return (
    <TransactionDrawer
      transactionId={id}
      detail={detail}
      showMerchant={showMerchant}
      onMerchantFilter={onMerchantFilter}
      renderPaymentLink={(link) => <a href={`/payment-links?search=${link.id}`}>Open in Payment Links</a>}
      onClose={() => setId(undefined)}
    />
  )
}

const field = (container: HTMLElement, label: string) => within(container).getByText(label).nextElementSibling?.textContent
const section = (dialog: HTMLElement, title: string) => within(dialog).getByRole('heading', { name: title }).parentElement!

describe('TransactionDrawer', () => {
  it('shows the payment, the billing info (inert) and the payment link it came from', async () => {
    renderInDashboard(<Harness detail={{ state: 'ready', transaction: TX }} />)
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' })
    expect(within(dialog).getByText('Transaction 100007')).toBeInTheDocument()
    expect(within(dialog).getByText('Cancelled')).toBeInTheDocument()
    const payment = section(dialog, 'Payment')
    expect(field(payment, 'Charged in')).toBe('EUR')
    expect(field(payment, 'Amount (net)')).toBe('€96.80')
    expect(field(payment, 'Fee')).toBe('€3.20')
    expect(field(payment, 'Gross')).toBe('€100.00')
    expect(field(payment, 'Method')).toBe('Crypto')
    const billing = section(dialog, 'Billing information')
    expect(field(billing, 'Name')).toBe('Ada <b>Lovelace</b>')
    expect(dialog.querySelector('b')).toBeNull()
    expect(field(billing, 'E-mail')).toBe('ada@example.com')
    expect(field(billing, 'Phone')).toBe('+1 555 0100')
    expect(field(section(dialog, 'Payment link'), 'Name')).toBe('Green tea')
    expect(field(dialog, 'Link ID')).toBe('pl_tea')
    expect(within(dialog).getByRole('link', { name: 'Open in Payment Links' })).toHaveAttribute('href', '/payment-links?search=pl_tea')
    expect(within(dialog).queryByRole('heading', { name: 'Merchant' })).toBeNull()
  })

  it('shows what reached the wallet: the settlement currency, the recorded rate with its source and time, and the settled amounts', async () => {
    renderInDashboard(<Harness detail={{ state: 'ready', transaction: { ...TX, status: 'COMPLETED' } }} />)
    const settlement = section(await screen.findByRole('dialog', { name: 'Transaction details' }), 'Settlement')
    expect(field(settlement, 'Settled in')).toBe('USD')
    expect(field(settlement, 'Exchange rate')).toBe('1 EUR = 1.0850 USD')
    expect(field(settlement, 'Rate source')).toBe(`Sandbox reference rate, ${localDateTime('2026-03-02T00:00:00.000Z')}`)
    expect(field(settlement, 'Gross')).toBe('$108.50')
    expect(field(settlement, 'Fee')).toBe('$3.47')
    expect(field(settlement, 'Net to the wallet')).toBe('$105.03')
  })

  it('says a failed or cancelled payment credited nothing, still naming its conversion', async () => {
    renderInDashboard(<Harness detail={{ state: 'ready', transaction: TX }} />)
    const settlement = section(await screen.findByRole('dialog', { name: 'Transaction details' }), 'Settlement')
    expect(field(settlement, 'Exchange rate')).toBe('1 EUR = 1.0850 USD')
    expect(field(settlement, 'Net to the wallet')).toBe('Nothing: the payment was cancelled')
  })

  it('says a payment charged in the wallet currency needed no conversion', async () => {
    renderInDashboard(<Harness detail={{ state: 'ready', transaction: sampleTransaction({ id: '100007' }) }} />)
    const settlement = section(await screen.findByRole('dialog', { name: 'Transaction details' }), 'Settlement')
    expect(field(settlement, 'Exchange rate')).toBe('None (charged in USD)')
    expect(within(settlement).queryByText('Rate source')).toBeNull()
    expect(field(settlement, 'Net to the wallet')).toBe('$96.80')
  })

  it('says so when there was no billing info or payment link', async () => {
    renderInDashboard(<Harness detail={{ state: 'ready', transaction: { ...TX, billing_info: null, customer_name: null, payment_link: null, payment_link_id: null } }} />)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('No billing information was entered for this payment.')).toBeInTheDocument()
    expect(field(dialog, 'E-mail')).toBe('ada@example.com')
    expect(within(dialog).getByText(/Not paid through a payment link/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('link')).toBeNull()
  })

  it('shows the merchant on the admin list, with the way to list only theirs', async () => {
    const user = userEvent.setup()
    const onMerchantFilter = vi.fn()
    renderInDashboard(<Harness detail={{ state: 'ready', transaction: TX }} showMerchant onMerchantFilter={onMerchantFilter} />)
    const dialog = await screen.findByRole('dialog')
    const merchant = section(dialog, 'Merchant')
    expect(field(merchant, 'Name')).toBe('Maya Merchant')
    expect(field(merchant, 'User ID')).toBe('usr_merchant')
    await user.click(within(dialog).getByRole('button', { name: "Show only this merchant's transactions" }))
    expect(onMerchantFilter).toHaveBeenCalledWith('usr_merchant')
  })

  it('closes on Escape and on its close button', async () => {
    const user = userEvent.setup()
    const { unmount } = renderInDashboard(<Harness detail={{ state: 'ready', transaction: TX }} />)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    unmount()
    renderInDashboard(<Harness detail={{ state: 'ready', transaction: TX }} />)
    await user.click(await screen.findByRole('button', { name: 'Close details' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows loading, a failed lookup with Try Again, and an unknown id', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    const { rerender } = renderInDashboard(<Harness detail={{ state: 'loading' }} />)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText('Loading the transaction')).toHaveAttribute('aria-busy', 'true')
    rerender(<Harness detail={{ state: 'error', message: 'Failed to fetch transactions', onRetry }} />)
    expect(within(dialog).getByText('Failed to fetch transactions')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(<Harness detail={{ state: 'missing' }} />)
    expect(within(dialog).getByText(TRANSACTION_NOT_FOUND)).toBeInTheDocument()
  })
})
