import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiBase } from '../../src/api/client'
import { integrationKeys } from '../../src/api/integrations'
import { appToaster } from '../../src/components/common/toaster'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { storeSession } from '../support/session'
import { recordRequests, withoutRetryWait } from '../support/recordRequests'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()
// The first test of the file also waits for the routes' chunks to compile (about 10 s on a busy machine).
vi.setConfig({ testTimeout: 30_000 })

const PENDING = '/integration/get_integration_status'
const VALID = '/integration/get_valid_integrations'
const UPDATE = '/integration/update_integration_status'

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
/** The first screen of a file waits for the route's chunks as well as the data. */
const FIRST_LOAD = { timeout: 10_000 }
/** The pending list once its rows are in (the table shows skeleton rows under the same name while loading). */
const pendingRows = () => screen.findByRole('row', { name: /lapsed-store\.example/ }, FIRST_LOAD)
const integrationId = (hostname: string) => store.integrations.find((item) => item.hostname === hostname)!.id
/** The pending table's websites, top to bottom (`hidden`: while a modal confirmation hides the table from the accessibility tree). */
const websitesInOrder = (hidden = false) =>
  within(screen.getByRole('table', { name: 'Pending integrations', hidden }))
    .getAllByRole('row', { hidden })
    .slice(1)
    .map((row) => within(row).getAllByRole('cell', { hidden })[0]!.textContent)

/** staff@ on the review page, bikes-12.example's Reject clicked: its confirmation. */
async function openRejection() {
  const user = userEvent.setup()
  await storeSession('staff@paygrid.test')
  const rendered = renderRoute('/integration-validation', { strictMode: false })
  await pendingRows()
  await user.click(within(rowOf('bikes-12.example')).getByRole('button', { name: 'Reject' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Reject this website?' })
  return { user, dialog, reason: () => within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), ...rendered }
}

beforeEach(() => {
  appToaster.remove()
})

describe('/integration-validation (SPEC §2): pending integrations', () => {
  it('staff@ sees the table (loading first), the count pending review, and safe links to bare hostnames only', async () => {
    await storeSession('staff@paygrid.test')
    renderRoute('/integration-validation')
    expect(await screen.findByRole('heading', { name: 'Integration Validation' }, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByRole('table', { hidden: true })).toHaveAttribute('aria-busy', 'true')
    await pendingRows()
    const table = screen.getByRole('table', { name: 'Pending integrations' })
    expect(headers(table)).toEqual(['Website', 'Owner Email', 'Status', 'Actions'])
    expect(screen.getByText('6 integrations pending review')).toBeInTheDocument()
    const link = within(rowOf('lapsed-store.example')).getByRole('link', { name: /lapsed-store\.example/ })
    expect(link).toHaveAttribute('href', 'https://lapsed-store.example')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(rowOf('lapsed-store.example')).getByText('lapsed@paygrid.test')).toBeInTheDocument()
    expect(within(rowOf('lapsed-store.example')).getByText('Pending')).toBeInTheDocument()
    // Stored with its scheme before hostnames were validated: an https address of a bare host opens too (SPEC §2
    // prefixes https:// only where it is missing), rebuilt from its hostname.
    const legacy = rowOf('https://client03-shop.example')
    expect(within(legacy).getByRole('link', { name: /client03-shop\.example/ })).toHaveAttribute('href', 'https://client03-shop.example')
  })

  it('reviewer@ sees the same pending list without the Owner Email column', async () => {
    await storeSession('reviewer@paygrid.test')
    renderRoute('/integration-validation')
    await pendingRows()
    const table = screen.getByRole('table', { name: 'Pending integrations' })
    expect(headers(table)).toEqual(['Website', 'Status', 'Actions'])
    expect(within(table).queryByText(/@paygrid\.test/)).toBeNull()
    expect(within(rowOf('lapsed-store.example')).getByRole('button', { name: 'Approve' })).toBeInTheDocument()
  })

  it('renders hostile hostnames and e-mails as inert text, never as links', async () => {
    await storeSession('staff@paygrid.test')
    const hostile = ['javascript:alert(1)', 'evil.com/path', 'user@evil.com', '<img src=x onerror=alert(1)>', 'a'.repeat(10_000), 'Invoice \u202Efdp.exe']
    hostile.forEach((hostname, index) =>
      store.integrations.push({
        ...store.integrations.find((item) => item.is_pending)!,
        id: `00000000-0000-4000-8000-00000000000${index}`,
        hostname,
        created_at: Date.now() + index,
      }),
    )
    renderRoute('/integration-validation')
    await pendingRows()
    const table = screen.getByRole('table', { name: 'Pending integrations' })
    for (const hostname of hostile) {
      const cell = within(table).getByTitle(hostname)
      expect(cell).toHaveTextContent(hostname)
      expect(cell.closest('a')).toBeNull()
    }
    expect(document.querySelector('img')).toBeNull()
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://lapsed-store.example', 'https://nolinks-shop.example', 'https://client03-shop.example', 'https://boutique-07.example', 'https://bikes-12.example', 'https://shop.florist-15.example'])
  })

  it('staff@ approves after a confirmation naming the website and its owner: nothing sent before, {id, is_valid: true} once on a double click, busy meanwhile, the row kept in place', async () => {
    const user = userEvent.setup()
    let release: () => void = () => {}
    server.use(http.patch(`${apiBase}${UPDATE}`, () => new Promise<undefined>((resolve) => (release = () => resolve(undefined)))))
    const requests = recordRequests(server)
    await storeSession('staff@paygrid.test')
    const { queryClient } = renderRoute('/integration-validation', { strictMode: false })
    await pendingRows()
    queryClient.setQueryData(integrationKeys.valid, [])
    const before = websitesInOrder()
    await user.dblClick(within(rowOf('lapsed-store.example')).getByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this website?' })
    expect(within(dialog).getByText('lapsed-store.example')).toBeInTheDocument()
    expect(within(dialog).getByText('lapsed@paygrid.test')).toBeInTheDocument()
    expect(within(dialog).getByText('Its owner gets the API key at once and can take payments on this website.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    expect(requests.calls(`PATCH ${UPDATE}`)).toEqual([])
    await user.dblClick(within(dialog).getByRole('button', { name: 'Approve website' }))
    // Under the open (modal) confirmation the table is hidden from the accessibility tree.
    const hiddenRow = () => screen.getByRole('row', { name: /lapsed-store\.example/, hidden: true })
    await waitFor(() => expect(within(hiddenRow()).getByRole('button', { name: 'Approving...', hidden: true })).toHaveAttribute('data-loading'))
    expect(within(hiddenRow()).getByRole('button', { name: 'Reject', hidden: true })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    const pendingReadsBefore = requests.calls(`GET ${PENDING}`).length
    act(() => release())
    expect(await screen.findByText('Integration approved successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(requests.calls(`GET ${PENDING}`).length).toBeGreaterThan(pendingReadsBefore))
    expect(await screen.findByText('5 integrations pending review')).toBeInTheDocument()
    // The decided row stays where it was, Approved, with nothing more to click: no row moves under the pointer.
    expect(websitesInOrder()).toEqual(before)
    expect(within(rowOf('lapsed-store.example')).getByText('Approved')).toBeInTheDocument()
    expect(within(rowOf('lapsed-store.example')).getByRole('button', { name: 'Approve' })).toBeDisabled()
    expect(within(rowOf('nolinks-shop.example')).getByRole('button', { name: 'Approve' })).toBeEnabled()
    expect(requests.calls(`PATCH ${UPDATE}`)).toEqual([{ call: `PATCH ${UPDATE}`, body: { id: integrationId('lapsed-store.example'), is_valid: true } }])
    expect(queryClient.getQueryState(integrationKeys.valid)?.isInvalidated).toBe(true)
    expect(store.integrations.find((item) => item.hostname === 'lapsed-store.example')).toMatchObject({ is_pending: false, is_valid: true })
    requests.stop()
  })

  it('staff@ rejects with a reason: {id, is_valid: false, reason} trimmed, toast "Integration rejected successfully", the row Rejected in place', async () => {
    const requests = recordRequests(server)
    const { user, dialog, reason } = await openRejection()
    expect(within(dialog).getByText('bikes-12.example')).toBeInTheDocument()
    expect(within(dialog).getByText("Shown to the website's owner. 0 / 500")).toBeInTheDocument()
    await user.type(reason(), '  No shop on this site yet.  ')
    expect(within(dialog).getByText("Shown to the website's owner. 25 / 500")).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Reject website' }))
    expect(await screen.findByText('Integration rejected successfully')).toBeInTheDocument()
    expect(await within(rowOf('bikes-12.example')).findByText('Rejected')).toBeInTheDocument()
    expect(requests.calls(`PATCH ${UPDATE}`)).toEqual([{ call: `PATCH ${UPDATE}`, body: { id: integrationId('bikes-12.example'), is_valid: false, reason: 'No shop on this site yet.' } }])
    expect(store.integrations.find((item) => item.hostname === 'bikes-12.example')).toMatchObject({ is_pending: false, is_valid: false, rejection_reason: 'No shop on this site yet.' })
    requests.stop()
  })

  it("the list's re-read (every 30 s) under an open confirmation keeps it open with its typed reason, and the rows in place", async () => {
    const { user, dialog, reason, queryClient } = await openRejection()
    await user.type(reason(), 'Half typed')
    store.integrations.push({ ...store.integrations.find((item) => item.is_pending)!, id: '00000000-0000-4000-8000-000000000099', hostname: 'newcomer.example', created_at: Date.now() })
    await act(() => queryClient.refetchQueries({ queryKey: integrationKeys.pending }))
    expect(await screen.findByText('7 integrations pending review')).toBeInTheDocument()
    expect(screen.getByRole('alertdialog', { name: 'Reject this website?' })).toBe(dialog)
    expect(reason()).toHaveValue('Half typed')
    expect(websitesInOrder(true).at(-1)).toBe('newcomer.example')
  })

  it('a reason over 500 characters says so under the field and is not sent until shortened; Cancel sends nothing', async () => {
    const requests = recordRequests(server)
    const { user, dialog, reason } = await openRejection()
    await user.click(reason())
    await user.paste('x'.repeat(501))
    expect(within(dialog).getByText('The reason can be at most 500 characters (501 now).')).toBeInTheDocument()
    expect(reason()).toHaveAttribute('aria-invalid', 'true')
    await user.click(within(dialog).getByRole('button', { name: 'Reject website' }))
    expect(screen.getByRole('alertdialog', { name: 'Reject this website?' })).toBeInTheDocument()
    expect(reason()).toHaveValue('x'.repeat(501))
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(rowOf('bikes-12.example')).getByRole('button', { name: 'Reject' })).toBeEnabled()
    expect(requests.calls(`PATCH ${UPDATE}`)).toEqual([])
    requests.stop()
  })

  it.each([
    [{ message: 'Database unavailable' }, 'Database unavailable'],
    [null, 'Failed to update integration status'],
  ])("a failed review (%j) says the server's message else the fallback in the confirmation and as a toast; Cancel leaves the row reviewable", async (body, message) => {
    const user = userEvent.setup()
    server.use(http.patch(`${apiBase}${UPDATE}`, () => (body ? HttpResponse.json(body, { status: 500 }) : new HttpResponse(null, { status: 500 }))))
    await storeSession('staff@paygrid.test')
    renderRoute('/integration-validation')
    await pendingRows()
    await user.click(within(rowOf('boutique-07.example')).getByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this website?' })
    await user.click(within(dialog).getByRole('button', { name: 'Approve website' }))
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2))
    expect(within(dialog).getByRole('button', { name: 'Approve website' })).toBeEnabled()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(rowOf('boutique-07.example')).getByRole('button', { name: 'Approve' })).toBeEnabled()
    expect(within(rowOf('boutique-07.example')).getByRole('button', { name: 'Reject' })).toBeEnabled()
  })

  it('with nothing to review: "No pending integrations to review" / "All integrations have been reviewed"', async () => {
    server.use(http.get(`${apiBase}${PENDING}`, () => HttpResponse.json({ data: [] })))
    await storeSession('admin@paygrid.test')
    renderRoute('/integration-validation')
    expect(await screen.findByText('No pending integrations to review', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByText('All integrations have been reviewed')).toBeInTheDocument()
    expect(screen.getByText('0 integrations pending review')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('a failed read: "Failed to load integrations" with Try Again, toast "Failed to fetch pending integrations"', async () => {
    let failing = true
    server.use(http.get(`${apiBase}${PENDING}`, () => (failing ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }) : undefined)))
    await storeSession('staff@paygrid.test')
    const user = userEvent.setup()
    const { queryClient } = renderRoute('/integration-validation')
    withoutRetryWait(queryClient)
    expect(await screen.findByText('Failed to load integrations', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(await screen.findByText('Failed to fetch pending integrations')).toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    await pendingRows()
    expect(screen.queryByText('Failed to load integrations')).toBeNull()
  })

  it('a malformed answer is a failed read, not an empty list', async () => {
    server.use(http.get(`${apiBase}${PENDING}`, () => HttpResponse.json({ items: [] })))
    await storeSession('staff@paygrid.test')
    const { queryClient } = renderRoute('/integration-validation')
    withoutRetryWait(queryClient)
    expect(await screen.findByText('Failed to load integrations', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.queryByText('No pending integrations to review')).toBeNull()
  })
})

describe('/validated-integration (SPEC §2): approved integrations', () => {
  it('staff@ sees every column, "5 of 5 integrations", the short id with the full one on hover, and Visit for bare hostnames only', async () => {
    await storeSession('staff@paygrid.test')
    renderRoute('/validated-integration')
    expect(await screen.findByText('5 of 5 integrations', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Validated Integration' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Validated integrations' })
    expect(headers(table)).toEqual(['Website', 'Owner Email', 'Status', 'Integration ID', 'Visit'])
    expect(screen.getByText('5 of 5 integrations')).toBeInTheDocument()
    const row = rowOf('crafts-02.example')
    const id = integrationId('crafts-02.example')
    expect(within(row).getByText(`${id.slice(0, 8)}...`)).toHaveAttribute('title', id)
    expect(within(row).getByText('Valid')).toBeInTheDocument()
    expect(within(row).getByText('client02@paygrid.test')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'Copy integration ID' })).toBeInTheDocument()
    const visit = within(row).getByRole('link', { name: /Visit/ })
    expect(visit).toHaveAttribute('href', 'https://crafts-02.example')
    expect(visit).toHaveAttribute('target', '_blank')
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(rowOf('https://reviewer-agency.example')).getByRole('link', { name: /Visit/ })).toHaveAttribute('href', 'https://reviewer-agency.example')
  })

  it('searches by hostname and by owner e-mail (staff), in the URL, with "x of y" and "No integrations found"', async () => {
    const user = userEvent.setup()
    await storeSession('staff@paygrid.test')
    const { router } = renderRoute('/validated-integration')
    await screen.findByText('5 of 5 integrations', {}, FIRST_LOAD)
    const search = screen.getByRole('searchbox', { name: 'Search integrations' })
    expect(search).toHaveAttribute('placeholder', 'Search by hostname or owner email')
    await user.type(search, 'GADGETS{Enter}')
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'GADGETS' }))
    expect(screen.getByText('1 of 5 integrations')).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(2)
    expect(rowOf('www.gadgets-09.example')).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'client13@{Enter}')
    await waitFor(() => expect(screen.getByText('1 of 5 integrations')).toBeInTheDocument())
    expect(rowOf('tea-house-13.example')).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'nothing-like-this{Enter}')
    expect(await screen.findByText('No integrations found')).toBeInTheDocument()
    expect(screen.getByText('0 of 5 integrations')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByText('5 of 5 integrations')).toBeInTheDocument()
  })

  it('reviewer@ sees no owners and cannot search by owner e-mail; the search comes from the URL', async () => {
    await storeSession('reviewer@paygrid.test')
    renderRoute('/validated-integration?search=client13')
    const empty = await screen.findByText('No integrations found', {}, FIRST_LOAD)
    expect(empty).toBeInTheDocument()
    expect(screen.getByText('Try another hostname.')).toBeInTheDocument()
    const search = screen.getByRole('searchbox', { name: 'Search integrations' })
    expect(search).toHaveValue('client13')
    expect(search).toHaveAttribute('placeholder', 'Search by hostname')
    const user = userEvent.setup()
    await user.clear(search)
    await user.type(search, 'tea-house{Enter}')
    const table = await screen.findByRole('table', { name: 'Validated integrations' })
    expect(headers(table)).toEqual(['Website', 'Status', 'Integration ID', 'Visit'])
    expect(within(table).queryByText(/@paygrid\.test/)).toBeNull()
    expect(screen.getByText('1 of 5 integrations')).toBeInTheDocument()
  })

  it('with none approved: "No integrations yet"', async () => {
    server.use(http.get(`${apiBase}${VALID}`, () => HttpResponse.json({ data: [] })))
    await storeSession('admin@paygrid.test')
    renderRoute('/validated-integration')
    expect(await screen.findByText('No integrations yet', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByText('0 of 0 integrations')).toBeInTheDocument()
  })

  it('a failed read: "Failed to fetch valid integrations" in the page and as a toast, with Try Again', async () => {
    let failing = true
    server.use(http.get(`${apiBase}${VALID}`, () => (failing ? new HttpResponse(null, { status: 500 }) : undefined)))
    await storeSession('admin@paygrid.test')
    const user = userEvent.setup()
    const { queryClient } = renderRoute('/validated-integration')
    withoutRetryWait(queryClient)
    // The page's alert and the toast: the same words (SPEC §8 names one load failure for this list).
    await waitFor(() => expect(screen.getAllByText('Failed to fetch valid integrations')).toHaveLength(2), FIRST_LOAD)
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('5 of 5 integrations')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull()
  })

  it('a failed refresh keeps the table and says so in a toast', async () => {
    let failing = false
    server.use(http.get(`${apiBase}${VALID}`, () => (failing ? new HttpResponse(null, { status: 500 }) : undefined)))
    await storeSession('staff@paygrid.test')
    const { queryClient } = renderRoute('/validated-integration', { strictMode: false })
    withoutRetryWait(queryClient)
    expect(await screen.findByText('5 of 5 integrations', {}, FIRST_LOAD)).toBeInTheDocument()
    failing = true
    await act(() => queryClient.refetchQueries({ queryKey: integrationKeys.valid }))
    expect(await screen.findByText('Failed to fetch valid integrations')).toBeInTheDocument()
    expect(screen.getByText('5 of 5 integrations')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Validated integrations' })).toBeInTheDocument()
  })
})

describe('refresh (SPEC §9)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    ['/integration-validation', PENDING, 30_000],
    ['/validated-integration', VALID, 60_000],
  ])('%s reads its list again after %s… exactly its interval, and at once when the tab comes back', async (path, call, interval) => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const requests = recordRequests(server)
    await storeSession('staff@paygrid.test')
    renderRoute(path, { strictMode: false })
    await screen.findAllByRole('row', { name: /\.example/ }, FIRST_LOAD)
    expect(requests.calls(`GET ${call}`)).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(interval - 1_000))
    expect(requests.calls(`GET ${call}`)).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    await waitFor(() => expect(requests.calls(`GET ${call}`)).toHaveLength(2))
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
    })
    await waitFor(() => expect(requests.calls(`GET ${call}`)).toHaveLength(3))
    requests.stop()
  })
})
