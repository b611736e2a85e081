import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { appToaster } from '../../../src/components/common/toaster'
import { ApiKeyField } from '../../../src/components/integrations/ApiKeyField'
import { IntegrationIdCell } from '../../../src/components/integrations/IntegrationIdCell'
import { ReviewButtons } from '../../../src/components/integrations/ReviewButtons'
import { ReviewDecisionDialog, type ReviewDecisionDialogProps } from '../../../src/components/integrations/ReviewDecisionDialog'
import { VisitLink, WebsiteLink } from '../../../src/components/integrations/WebsiteLink'
import { WebsiteForm } from '../../../src/components/integrations/WebsiteForm'
import { renderInDashboard } from '../../support/render'

const HOSTILE = ['javascript:alert(1)', 'evil.com/path', 'user@evil.com', '<img src=x onerror=alert(1)>', 'a'.repeat(10_000), 'Invoice \u202Efdp.exe']

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

beforeEach(() => {
  appToaster.remove()
})

describe('WebsiteLink and VisitLink', () => {
  it('link a bare hostname to https://<hostname> in a new tab without opener or referrer', () => {
    renderInDashboard(
      <>
        <WebsiteLink hostname="shop.example.com" />
        <VisitLink hostname="shop.example.com" />
      </>,
    )
    const [website, visit] = screen.getAllByRole('link')
    expect(website).toHaveAccessibleName('shop.example.com, opens in a new tab')
    expect(visit).toHaveAccessibleName('Visit shop.example.com, opens in a new tab')
    for (const link of [website!, visit!]) {
      expect(link).toHaveAttribute('href', 'https://shop.example.com')
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it.each(HOSTILE)('show %j as inert text, never a link', (hostname) => {
    renderInDashboard(
      <>
        <WebsiteLink hostname={hostname} />
        <VisitLink hostname={hostname} />
      </>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(document.querySelector('img, a, script')).toBeNull()
    const text = screen.getByTitle(hostname)
    expect(text).toHaveTextContent(hostname)
    // Isolated: a right-to-left override cannot reorder the text around it.
    expect(text.querySelector('bdi')).not.toBeNull()
  })
})

describe('ReviewButtons', () => {
  it('calls back on Approve and Reject while idle', async () => {
    const user = userEvent.setup()
    const onApprove = vi.fn()
    const onReject = vi.fn()
    renderInDashboard(<ReviewButtons sending={null} done={false} onApprove={onApprove} onReject={onReject} />)
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    expect(onApprove).toHaveBeenCalledTimes(1)
    expect(onReject).toHaveBeenCalledTimes(1)
  })

  it('are both busy while a decision is sent, and stay disabled once it was accepted', () => {
    const { rerender } = renderInDashboard(<ReviewButtons sending="reject" done={false} onApprove={() => {}} onReject={() => {}} />)
    const [approve, reject] = screen.getAllByRole('button')
    expect(approve).toBeDisabled()
    expect(reject).toBeDisabled()
    expect(reject).toHaveAttribute('data-loading')
    expect(approve).not.toHaveAttribute('data-loading')
    rerender(<ReviewButtons sending={null} done onApprove={() => {}} onReject={() => {}} />)
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled()
  })
})

describe('ReviewDecisionDialog', () => {
  function renderDialog(props: Partial<ReviewDecisionDialogProps>) {
    const handlers = { onReason: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn() }
    const view = renderInDashboard(<ReviewDecisionDialog decision="approve" hostname="boutique-07.example" reason="" busy={false} error={null} {...handlers} {...props} />)
    return { ...handlers, ...view }
  }

  it('is closed without a decision', () => {
    renderDialog({ decision: null })
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('names the website (and the owner when given) and what approving does; no reason field', async () => {
    const { onConfirm, onCancel } = renderDialog({ owner: 'client07@paygrid.test' })
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this website?' })
    expect(within(dialog).getByText('Website').nextElementSibling).toHaveTextContent('boutique-07.example')
    expect(within(dialog).getByText('Owner').nextElementSibling).toHaveTextContent('client07@paygrid.test')
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve website' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('a rejection offers the optional reason with its counter, and says when it is too long', async () => {
    const { onReason, rerender } = renderDialog({ decision: 'reject', reason: '' })
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this website?' })
    expect(within(dialog).queryByText('Owner')).toBeNull()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), { target: { value: 'Replicas' } })
    expect(onReason).toHaveBeenCalledWith('Replicas')
    expect(within(dialog).getByText("Shown to the website's owner. 0 / 500")).toBeInTheDocument()
    rerender(<ReviewDecisionDialog decision="reject" hostname="boutique-07.example" reason={`  ${'x'.repeat(501)} `} busy={false} error={null} onReason={onReason} onConfirm={() => {}} onCancel={() => {}} />)
    expect(within(dialog).getByText('The reason can be at most 500 characters (501 now).')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).toHaveAttribute('aria-invalid', 'true')
  })

  it.each(HOSTILE)('shows a hostile hostname %# whole, as text', async (hostname) => {
    renderDialog({ hostname })
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Website').nextElementSibling?.textContent).toBe(hostname)
    expect(dialog.querySelector('img, a')).toBeNull()
  })

  it('shows a failure with the confirm button as the retry', async () => {
    renderDialog({ decision: 'reject', error: 'Database unavailable' })
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Database unavailable')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Reject website' })).toBeEnabled()
  })
})

describe('IntegrationIdCell', () => {
  it('shows the first 8 characters then an ellipsis, the full id on hover, and copies the full id', async () => {
    const id = '3f2a9c1e-7b44-4d2a-9e0f-1a2b3c4d5e6f'
    const writeText = vi.fn(async () => {})
    stubClipboard(writeText)
    renderInDashboard(<IntegrationIdCell id={id} />)
    expect(screen.getByText('3f2a9c1e...')).toHaveAttribute('title', id)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy integration ID' })))
    expect(writeText).toHaveBeenCalledWith(id)
    expect(await screen.findByText('Integration ID copied to clipboard!')).toBeInTheDocument()
  })
})

describe('ApiKeyField', () => {
  it('masks the key but its last 4 characters until revealed, and copies the whole key', async () => {
    const user = userEvent.setup()
    const key = 'pk_sandbox_0123456789abcdef0123456789abcdef'
    const writeText = vi.fn(async () => {})
    stubClipboard(writeText)
    renderInDashboard(<ApiKeyField apiKey={key} />)
    const group = screen.getByRole('group', { name: 'API key' })
    expect(within(group).getByTestId('api-key')).toHaveTextContent('••••••••••••••••cdef')
    expect(group).not.toHaveTextContent(key)
    await user.click(screen.getByRole('button', { name: 'Show API key' }))
    expect(within(group).getByTestId('api-key')).toHaveTextContent(key)
    await user.click(screen.getByRole('button', { name: 'Hide API key' }))
    expect(group).not.toHaveTextContent(key)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy API key' })))
    expect(writeText).toHaveBeenCalledWith(key)
    expect(await screen.findByText('API key copied to clipboard!')).toBeInTheDocument()
  })
})

describe('WebsiteForm', () => {
  it('has its label above the field, the error under it, and keeps the field as given while submitting', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const onBlur = vi.fn()
    const onSubmit = vi.fn()
    const { rerender } = renderInDashboard(
      <WebsiteForm website="evil.com/path" error="Enter the hostname only" submitting={false} onChange={onChange} onBlur={onBlur} onSubmit={onSubmit} />,
    )
    const field = screen.getByRole('textbox', { name: /^Website/ })
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleErrorMessage('Enter the hostname only')
    await user.type(field, 'x')
    expect(onChange).toHaveBeenLastCalledWith('evil.com/pathx')
    await user.tab()
    expect(onBlur).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    rerender(<WebsiteForm website="shop.example.com" error={null} submitting onChange={onChange} onBlur={onBlur} onSubmit={onSubmit} />)
    expect(screen.getByRole('textbox', { name: /^Website/ })).toHaveValue('shop.example.com')
    expect(screen.getByRole('textbox', { name: /^Website/ })).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: /Submitting|Submit for review/ })).toHaveAttribute('data-loading')
  })
})
