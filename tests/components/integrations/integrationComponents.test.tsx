import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { appToaster } from '../../../src/components/common/toaster'
import { ApiKeyField } from '../../../src/components/integrations/ApiKeyField'
import { IntegrationIdCell } from '../../../src/components/integrations/IntegrationIdCell'
import { ReviewButtons } from '../../../src/components/integrations/ReviewButtons'
import { ReviewDecisionDialog, type ReviewDecisionDialogProps } from '../../../src/components/integrations/ReviewDecisionDialog'
import { VisitLink, WebsiteLink } from '../../../src/components/integrations/WebsiteLink'
import { WebsiteForm, type WebsiteFormProps } from '../../../src/components/integrations/WebsiteForm'
import { HOSTNAME_MESSAGES } from '../../../src/domain/hostname'
import { renderInDashboard } from '../../support/render'

const HOSTILE = ['javascript:alert(1)', 'evil.com/path', 'user@evil.com', '<img src=x onerror=alert(1)>', 'a'.repeat(10_000), 'Invoice \u202Efdp.exe']

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

beforeEach(() => {
  appToaster.remove()
})

describe('WebsiteLink and VisitLink', () => {
  // SPEC §2: the website opens "with https:// prefixed if missing"; shown as stored, the address rebuilt from its hostname.
  it.each(['shop.example.com', 'https://shop.example.com'])('link %j to https://shop.example.com in a new tab without opener or referrer', (stored) => {
    renderInDashboard(
      <>
        <WebsiteLink hostname={stored} />
        <VisitLink hostname={stored} />
      </>,
    )
    const [website, visit] = screen.getAllByRole('link')
    expect(website).toHaveAccessibleName(`${stored}, opens in a new tab`)
    expect(website).toHaveTextContent(stored)
    expect(visit).toHaveAccessibleName(`Visit ${stored}, opens in a new tab`)
    for (const link of [website!, visit!]) {
      expect(link).toHaveAttribute('href', 'https://shop.example.com')
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it.each([...HOSTILE, 'http://shop.example.com', 'https://shop.example.com/admin'])('show %j as inert text, never a link', (hostname) => {
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
    expect(text.tagName).toBe('BDI')
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
    const handlers = { onConfirm: vi.fn(), onCancel: vi.fn() }
    const view = renderInDashboard(<ReviewDecisionDialog decision="approve" hostname="boutique-07.example" busy={false} error={null} {...handlers} {...props} />)
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
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce())
    expect(onConfirm).toHaveBeenCalledWith({ reason: undefined })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('a rejection offers the optional reason with its counter, and confirms with it trimmed', async () => {
    const { onConfirm } = renderDialog({ decision: 'reject' })
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this website?' })
    expect(within(dialog).queryByText('Owner')).toBeNull()
    expect(within(dialog).getByText("Shown to the website's owner. 0 / 500")).toBeInTheDocument()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '  Replicas ')
    expect(within(dialog).getByText("Shown to the website's owner. 8 / 500")).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject website' }))
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ reason: 'Replicas' }))
  })

  it('a reason over 500 characters (trimmed) says so under the field, is not sent and stays as typed', async () => {
    const { onConfirm } = renderDialog({ decision: 'reject' })
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this website?' })
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' })
    fireEvent.change(reason, { target: { value: `  ${'x'.repeat(501)} ` } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject website' }))
    await waitFor(() => expect(reason).toHaveAccessibleErrorMessage('The reason can be at most 500 characters (501 now).'))
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveValue(`  ${'x'.repeat(501)} `)
    expect(onConfirm).not.toHaveBeenCalled()
    fireEvent.change(reason, { target: { value: 'x'.repeat(500) } })
    await waitFor(() => expect(reason).not.toHaveAttribute('aria-invalid'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject website' }))
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ reason: 'x'.repeat(500) }))
  })

  it.each(HOSTILE)('shows a hostile hostname %# whole, as text', async (hostname) => {
    renderDialog({ hostname })
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Website').nextElementSibling?.textContent).toBe(hostname)
    expect(dialog.querySelector('img, a')).toBeNull()
  })

  it('shows a failure with the confirm button as the retry', async () => {
    const { onConfirm } = renderDialog({ decision: 'reject', error: 'Database unavailable' })
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Database unavailable')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Reject website' })).toBeEnabled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject website' }))
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce())
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
  const renderForm = (props: Partial<WebsiteFormProps> = {}) => {
    const onSubmit = vi.fn()
    const view = renderInDashboard(<WebsiteForm initialWebsite="" error={null} submitting={false} onSubmit={onSubmit} {...props} />)
    return { onSubmit, view, field: () => screen.getByRole('textbox', { name: /^Website/ }) }
  }
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit for review' }))

  it('sends the bare hostname of a pasted https address, once, and keeps what was typed', async () => {
    const { onSubmit, field } = renderForm()
    await userEvent.type(field(), 'https://Shop.Example.com/')
    await submit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit).toHaveBeenCalledWith({ hostname: 'shop.example.com' })
    expect(field()).toHaveValue('https://Shop.Example.com/')
  })

  it.each([
    ['', HOSTNAME_MESSAGES.required],
    ['shop.example.com/checkout', HOSTNAME_MESSAGES.path],
    ['javascript:alert(1)', HOSTNAME_MESSAGES.scheme],
    ['user@evil.com', HOSTNAME_MESSAGES.userInfo],
    ['shop example.com', HOSTNAME_MESSAGES.spaces],
    ['shop.example.com:8443', HOSTNAME_MESSAGES.port],
  ])('refuses %j with %j under the field, sends nothing and loses nothing typed', async (value, message) => {
    const { onSubmit, field } = renderForm()
    if (value) await userEvent.type(field(), value)
    await submit()
    await waitFor(() => expect(field()).toHaveAccessibleErrorMessage(message))
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(field()).toHaveValue(value)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('checks the field when it is left and clears the message once it is fixed', async () => {
    const { field } = renderForm()
    await userEvent.type(field(), 'evil.com/path')
    await userEvent.tab()
    await waitFor(() => expect(field()).toHaveAccessibleErrorMessage(HOSTNAME_MESSAGES.path))
    await userEvent.clear(field())
    await userEvent.type(field(), 'evil.com')
    await waitFor(() => expect(field()).not.toHaveAttribute('aria-invalid'))
  })

  it('starts from a rejected hostname to correct', async () => {
    const { onSubmit, field } = renderForm({ initialWebsite: 'sketchy-deals.example' })
    expect(field()).toHaveValue('sketchy-deals.example')
    await submit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ hostname: 'sketchy-deals.example' }))
  })

  it("shows a failed call's message under the field; submitting again retries", async () => {
    const { onSubmit, field } = renderForm({ initialWebsite: 'shop.example.com', error: 'Your website is already integrated.' })
    await waitFor(() => expect(field()).toHaveAccessibleErrorMessage('Your website is already integrated.'))
    await submit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ hostname: 'shop.example.com' }))
  })

  it('keeps the field as given and read-only while submitting', () => {
    renderForm({ initialWebsite: 'shop.example.com', submitting: true })
    expect(screen.getByRole('textbox', { name: /^Website/ })).toHaveValue('shop.example.com')
    expect(screen.getByRole('textbox', { name: /^Website/ })).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: /Submitting|Submit for review/ })).toHaveAttribute('data-loading')
  })
})
