import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiBase } from '../../src/api/client'
import { appToaster } from '../../src/components/common/toaster'
import { HOSTNAME_MESSAGES } from '../../src/domain/hostname'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { storeSession } from '../support/session'
import { recordRequests, withoutRetryWait } from '../support/recordRequests'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()
// The first test of the file also waits for the routes' chunks to compile (about 10 s on a busy machine).
vi.setConfig({ testTimeout: 30_000 })

const CREATE = '/integration/create'
const MINE = '/integration/my-integration'

/** The first screen of a file waits for the route's chunks as well as the data. */
const FIRST_LOAD = { timeout: 10_000 }

beforeEach(() => {
  appToaster.remove()
})

describe('/integration (client): integrate one website', () => {
  it('merchant@ sees the approved website, its masked API key with a reveal toggle, and how to take payments', async () => {
    const user = userEvent.setup()
    await storeSession('merchant@paygrid.test')
    renderRoute('/integration')
    const panel = await screen.findByRole('region', { name: 'Your website' }, FIRST_LOAD)
    expect(within(panel).getByText('shop.merchant-demo.com')).toBeInTheDocument()
    expect(within(panel).getByText('Approved')).toBeInTheDocument()
    const key = store.integrations.find((item) => item.userId === 'usr_merchant')!.api_key
    const shown = within(panel).getByTestId('api-key')
    expect(shown).not.toHaveTextContent(key)
    expect(shown).toHaveTextContent(`••••••••••••••••${key.slice(-4)}`)
    await user.click(within(panel).getByRole('button', { name: 'Show API key' }))
    expect(shown).toHaveTextContent(key)
    expect(within(panel).getByRole('button', { name: 'Hide API key' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(panel).getByRole('button', { name: 'Copy API key' })).toBeInTheDocument()
    const instructions = screen.getByRole('region', { name: 'Take payments on your website' })
    expect(within(instructions).getByText(apiBase)).toBeInTheDocument()
    expect(within(instructions).getByText(`${window.location.origin}/process-payment/wc`)).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /Website/ })).not.toBeInTheDocument()
  })

  it('plan@ (no integration yet) gets the message of a bad hostname under the field, nothing sent and nothing typed lost', async () => {
    const user = userEvent.setup()
    const requests = recordRequests(server)
    await storeSession('plan@paygrid.test')
    renderRoute('/integration')
    const field = await screen.findByRole('textbox', { name: /^Website/ }, FIRST_LOAD)
    for (const [typed, message] of [
      ['evil.com/path', HOSTNAME_MESSAGES.path],
      ['javascript:alert(1)', HOSTNAME_MESSAGES.scheme],
      ['user@evil.com', HOSTNAME_MESSAGES.userInfo],
      ['shop.example.com:8443', HOSTNAME_MESSAGES.port],
    ]) {
      await user.clear(field)
      await user.type(field, typed!)
      await user.click(screen.getByRole('button', { name: 'Submit for review' }))
      expect(await screen.findByText(message!)).toBeInTheDocument()
      expect(field).toHaveValue(typed)
      expect(field).toHaveAttribute('aria-invalid', 'true')
    }
    expect(requests.calls(`POST ${CREATE}`)).toEqual([])
    requests.stop()
  })

  it('plan@ pastes https://Shop.Example.com/: the bare hostname is sent and the website waits for review', async () => {
    const user = userEvent.setup()
    const requests = recordRequests(server)
    await storeSession('plan@paygrid.test')
    renderRoute('/integration')
    await user.type(await screen.findByRole('textbox', { name: /^Website/ }, FIRST_LOAD), 'https://Shop.Example.com/')
    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    const panel = await screen.findByRole('region', { name: 'Your website' })
    expect(within(panel).getByText('shop.example.com')).toBeInTheDocument()
    expect(within(panel).getByText('Pending')).toBeInTheDocument()
    expect(within(panel).getByText('Our team is reviewing your website. Your API key appears here once it is approved.')).toBeInTheDocument()
    expect(within(panel).queryByText('API key')).not.toBeInTheDocument()
    expect(await screen.findByText('Your website was submitted for review.')).toBeInTheDocument()
    expect(requests.calls(`POST ${CREATE}`)).toEqual([{ call: `POST ${CREATE}`, body: { hostname: 'shop.example.com' } }])
    requests.stop()
  })

  it("shows the server's refusal under the field, keeps the text, and sends again on the next submit", async () => {
    const user = userEvent.setup()
    server.use(http.post(`${apiBase}${CREATE}`, () => HttpResponse.json({ message: 'Your integration is already waiting for review.' }, { status: 400 })))
    await storeSession('plan@paygrid.test')
    renderRoute('/integration')
    const field = await screen.findByRole('textbox', { name: /^Website/ }, FIRST_LOAD)
    await user.type(field, 'shop.example.com')
    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(await screen.findAllByText('Your integration is already waiting for review.')).not.toHaveLength(0)
    expect(field).toHaveValue('shop.example.com')
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(await within(await screen.findByRole('region', { name: 'Your website' })).findByText('Pending')).toBeInTheDocument()
  })

  it('client05@ (rejected) sees Rejected and submits a corrected website again from the refused one', async () => {
    const user = userEvent.setup()
    await storeSession('client05@paygrid.test')
    renderRoute('/integration')
    const panel = await screen.findByRole('region', { name: 'Your website' }, FIRST_LOAD)
    expect(within(panel).getByText('Rejected')).toBeInTheDocument()
    expect(within(panel).getByText('Your website was not approved. Correct the hostname and submit it again.')).toBeInTheDocument()
    expect(within(panel).getByText('Reason given by our review team')).toBeInTheDocument()
    expect(within(panel).getByTestId('rejection-reason')).toHaveTextContent('The website sells replica designer goods, which our terms of service do not allow.')
    const field = within(panel).getByRole('textbox', { name: /^Website/ })
    expect(field).toHaveValue('sketchy-deals.example')
    await user.clear(field)
    await user.type(field, 'fixed-deals.example')
    await user.click(within(panel).getByRole('button', { name: 'Submit for review' }))
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your website' })).toHaveTextContent('fixed-deals.example'))
    expect(within(screen.getByRole('region', { name: 'Your website' })).getByText('Pending')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^Website/ })).not.toBeInTheDocument()
    expect(screen.queryByTestId('rejection-reason')).not.toBeInTheDocument()
  })

  it('client11@ (rejected without a reason) sees no reason', async () => {
    await storeSession('client11@paygrid.test')
    renderRoute('/integration')
    const panel = await screen.findByRole('region', { name: 'Your website' }, FIRST_LOAD)
    expect(within(panel).getByText('Rejected')).toBeInTheDocument()
    expect(within(panel).queryByText('Reason given by our review team')).not.toBeInTheDocument()
  })

  it("a reviewer's hostile reason is shown whole, as inert text", async () => {
    const hostile = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>\nsecond line'
    store.integrations.find((item) => item.hostname === 'unfinished-site.example')!.rejection_reason = hostile
    await storeSession('client11@paygrid.test')
    renderRoute('/integration')
    const reason = await screen.findByTestId('rejection-reason', {}, FIRST_LOAD)
    expect(reason.textContent).toBe(hostile)
    expect(reason.querySelector('img, script')).toBeNull()
  })

  it('lapsed@ (pending) sees the review state and no form', async () => {
    await storeSession('lapsed@paygrid.test')
    renderRoute('/integration')
    const panel = await screen.findByRole('region', { name: 'Your website' }, FIRST_LOAD)
    expect(within(panel).getByText('lapsed-store.example')).toBeInTheDocument()
    expect(within(panel).getByText('Pending')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^Website/ })).not.toBeInTheDocument()
  })

  it('a failed read says so with Try Again, which reads again', async () => {
    let failing = true
    server.use(http.get(`${apiBase}${MINE}`, () => (failing ? new HttpResponse(null, { status: 500 }) : undefined)))
    await storeSession('merchant@paygrid.test')
    const user = userEvent.setup()
    const { queryClient } = renderRoute('/integration')
    withoutRetryWait(queryClient)
    expect(await screen.findByText('Failed to load your integration', {}, FIRST_LOAD)).toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('shop.merchant-demo.com')).toBeInTheDocument()
  })
})

describe('/integration: following the review', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('re-reads a pending integration every 30 s and shows the API key once it is approved; an approved one is not re-read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const requests = recordRequests(server)
    await storeSession('lapsed@paygrid.test')
    renderRoute('/integration', { strictMode: false })
    const panel = await screen.findByRole('region', { name: 'Your website' }, FIRST_LOAD)
    expect(within(panel).getByText('Pending')).toBeInTheDocument()
    store.integrations.find((item) => item.hostname === 'lapsed-store.example')!.is_pending = false
    store.integrations.find((item) => item.hostname === 'lapsed-store.example')!.is_valid = true
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(await within(panel).findByText('Approved')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Show API key' })).toBeInTheDocument()
    expect(requests.calls(`GET ${MINE}`)).toHaveLength(2)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(requests.calls(`GET ${MINE}`)).toHaveLength(2)
    requests.stop()
  })
})
