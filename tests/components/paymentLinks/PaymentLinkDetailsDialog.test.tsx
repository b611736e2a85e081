import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PaymentLinkDetailsDialog } from '../../../src/components/paymentLinks/PaymentLinkDetailsDialog'
import { qrFileName } from '../../../src/components/paymentLinks/PaymentLinkQr'
import { renderInDashboard } from '../../support/render'
import { aLink, ORIGIN } from './fixtures'

const value = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling!

describe('PaymentLinkDetailsDialog', () => {
  it('shows every SPEC §2 field: the url cut to 40 characters with copy, name, status, expired, dates, amount, currency, methods, description', () => {
    const link = aLink()
    renderInDashboard(<PaymentLinkDetailsDialog detail={{ state: 'ready', link }} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Payment Link Details' })
    expect(value(dialog, 'Link')).toHaveTextContent(`${link.url.slice(0, 40)}...`)
    expect(within(value(dialog, 'Link') as HTMLElement).getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
    expect(value(dialog, 'Name')).toHaveTextContent('Consulting hour')
    expect(value(dialog, 'Status')).toHaveTextContent('Active')
    expect(value(dialog, 'Expired')).toHaveTextContent('No')
    expect(value(dialog, 'Created')).toHaveTextContent(new Date(link.created_at).toLocaleString())
    expect(value(dialog, 'Expires')).toHaveTextContent(new Date(link.expire_at).toLocaleString())
    expect(value(dialog, 'Amount')).toHaveTextContent('$150.00')
    expect(value(dialog, 'Currency')).toHaveTextContent('USD')
    expect(value(dialog, 'Payment Method')).toHaveTextContent('CardCrypto')
    expect(value(dialog, 'Description')).toHaveTextContent('One hour of strategy consulting.')
  })

  it('says "No description provided" for an empty description, and Yes for an expired link', () => {
    renderInDashboard(<PaymentLinkDetailsDialog detail={{ state: 'ready', link: aLink({ description: '  ', is_expired: true }) }} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Payment Link Details' })
    expect(value(dialog, 'Description')).toHaveTextContent('No description provided')
    expect(value(dialog, 'Expired')).toHaveTextContent('Yes')
    expect(value(dialog, 'Status')).toHaveTextContent('Expired')
  })

  it('loads the QR code of the url with the details and downloads it as SVG', async () => {
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:qr'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const clicks: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download)
    })
    renderInDashboard(<PaymentLinkDetailsDialog detail={{ state: 'ready', link: aLink() }} onClose={() => {}} />)
    const qr = await screen.findByRole('img', { name: 'QR code of Consulting hour' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download SVG' })))
    expect(clicks).toEqual(['payment-link-pl_1-qr.svg'])
    expect(blobs[0]!.type).toBe('image/svg+xml')
    const svg = await blobs[0]!.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('<title>QR code of Consulting hour</title>')
  })

  it('names QR files from the id alone', () => {
    expect(qrFileName('pl_1', 'png')).toBe('payment-link-pl_1-qr.png')
    expect(qrFileName('../<x>', 'svg')).toBe('payment-link-x-qr.svg')
  })

  it('opens the checkout in a new tab', () => {
    renderInDashboard(<PaymentLinkDetailsDialog detail={{ state: 'ready', link: aLink() }} onClose={() => {}} />)
    expect(screen.getByRole('link', { name: 'Open checkout: Consulting hour (new tab)' })).toHaveAttribute('href', `${ORIGIN}/payment-link?id=pl_1`)
  })

  it('while the link loads, a busy placeholder named for it; when it cannot load, the reason and a way to try again; when it is not there, says so', () => {
    const onRetry = vi.fn()
    const { rerender } = renderInDashboard(<PaymentLinkDetailsDialog detail={{ state: 'loading' }} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Payment Link Details' })
    expect(within(dialog).getByLabelText('Loading the payment link')).toHaveAttribute('aria-busy', 'true')
    rerender(<PaymentLinkDetailsDialog detail={{ state: 'error', message: 'Failed to load the payment link', onRetry }} onClose={() => {}} />)
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to load the payment link')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    rerender(<PaymentLinkDetailsDialog detail={{ state: 'missing' }} onClose={() => {}} />)
    expect(within(dialog).getByText('This payment link could not be found.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('img')).toBeNull()
  })
})
