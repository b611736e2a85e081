import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PaymentLinksTable } from '../../../src/components/paymentLinks/PaymentLinksTable'
import { renderInDashboard } from '../../support/render'
import { aLink, ORIGIN } from './fixtures'

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

const rows = () => within(screen.getByRole('table', { name: 'Payment links' })).getAllByRole('row').slice(1)

describe('PaymentLinksTable', () => {
  it('shows the SPEC §2 columns: 20 url characters, name, amount with 2 decimals and currency, method badges, status, relative update, actions', () => {
    const onDetails = vi.fn()
    const link = aLink({ amount: '45', currency: 'EUR', payment_method: 'crypto', is_expired: true })
    renderInDashboard(<PaymentLinksTable links={[link]} loading={false} empty={null} onDetails={onDetails} />)
    const cells = within(rows()[0]!).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual([`${link.url.slice(0, 20)}... (copy)`, 'Consulting hour', '€45.00', 'Crypto', 'Expired', '3 days ago', 'Details'])
    expect(within(cells[5]!).getByText('3 days ago').closest('time')).toHaveAttribute('title', new Date(link.updated_at).toLocaleString())
    fireEvent.click(within(cells[6]!).getByRole('button', { name: 'Details: Consulting hour' }))
    expect(onDetails).toHaveBeenCalledWith(link)
  })

  it('copies the whole url when its cut is clicked, with the SPEC toasts', async () => {
    const writeText = vi.fn(async () => {})
    stubClipboard(writeText)
    renderInDashboard(<PaymentLinksTable links={[aLink()]} loading={false} empty={null} onDetails={() => {}} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /\(copy\)$/ })))
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/payment-link?id=pl_1`)
    expect(await screen.findByText('Payment link copied to clipboard!')).toBeInTheDocument()
    stubClipboard(async () => Promise.reject(new Error('denied')))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link: Consulting hour' })))
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument()
  })

  it('makes an https url or one of this origin a new-tab checkout link, and leaves anything else as text', () => {
    const links = [aLink(), aLink({ id: 'pl_2', name: 'Elsewhere', url: 'https://pay.example.com/payment-link?id=pl_2' }), aLink({ id: 'pl_3', name: 'Hostile', url: 'javascript:alert(1)' }), aLink({ id: 'pl_4', name: 'Plain http', url: 'http://evil.example/x' })]
    renderInDashboard(<PaymentLinksTable links={links} loading={false} empty={null} onDetails={() => {}} />)
    const open = screen.getAllByRole('link', { name: /^Open checkout/ })
    expect(open.map((a) => a.getAttribute('href'))).toEqual([`${ORIGIN}/payment-link?id=pl_1`, 'https://pay.example.com/payment-link?id=pl_2'])
    for (const a of open) {
      expect(a).toHaveAttribute('target', '_blank')
      expect(a).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(screen.getByRole('button', { name: 'javascript:alert(1) (copy)' })).toBeInTheDocument()
  })

  it('renders hostile names as text', () => {
    renderInDashboard(<PaymentLinksTable links={[aLink({ name: '<img src=x onerror=alert(1)>' })]} loading={false} empty={null} onDetails={() => {}} />)
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })

  it('shows skeleton rows while loading and the empty state when there is nothing', () => {
    const { rerender } = renderInDashboard(<PaymentLinksTable links={undefined} loading empty={<p>No payment links yet</p>} onDetails={() => {}} />)
    expect(screen.getByRole('table', { name: 'Payment links' })).toHaveAttribute('aria-busy', 'true')
    // Skeleton rows are hidden from assistive technology: the busy table says it is loading.
    expect(within(screen.getByRole('table', { name: 'Payment links' })).getAllByRole('row', { hidden: true }).slice(1)).toHaveLength(6)
    rerender(<PaymentLinksTable links={[]} loading={false} empty={<p>No payment links yet</p>} onDetails={() => {}} />)
    expect(screen.getByText('No payment links yet')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
