import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { notify } from '../../../src/components/common/toaster'
import { ReadView } from '../../../src/components/data/ReadView'
import { useQueryRead, type ReadState } from '../../../src/components/data/readState'
import { localClockTime } from '../../../src/domain/relativeTime'
import { readState } from '../../support/readState'
import { renderInDashboard } from '../../support/render'

const LOADED_AT = new Date(2026, 10, 23, 14, 5).getTime()

describe('ReadView: one way to show a read', () => {
  it('shows the content (drawing its own skeletons) while the first load is under way', () => {
    renderInDashboard(
      <ReadView read={readState(undefined, { loading: true })} failedMessage="Failed to fetch transactions">
        <p>the table</p>
      </ReadView>,
    )
    expect(screen.getByText('the table')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the error with Try Again instead of the content when the first load failed', async () => {
    const user = userEvent.setup()
    const retry = vi.fn()
    renderInDashboard(
      <ReadView read={readState(undefined, { failure: new Error('Database unavailable'), retry })} failedMessage="Failed to fetch transactions" detail="Database unavailable">
        <p>the table</p>
      </ReadView>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch transactionsDatabase unavailable')
    expect(screen.queryByText('the table')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('keeps the content under a quiet, dated notice when a refresh failed; Retry refreshes', async () => {
    const user = userEvent.setup()
    const retry = vi.fn()
    renderInDashboard(
      <ReadView read={readState({ rows: 1 }, { staleSince: LOADED_AT, retry })} failedMessage="Failed to fetch transactions">
        <p>the table</p>
      </ReadView>,
    )
    expect(screen.getByText('the table')).toBeInTheDocument()
    const notice = screen.getByRole('status')
    expect(notice).toHaveTextContent(`Couldn't refresh — showing data from ${localClockTime(LOADED_AT)}·Retry`)
    expect(within(notice).getByText(localClockTime(LOADED_AT))).toHaveAttribute('datetime', new Date(LOADED_AT).toISOString())
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(within(notice).getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('says the retry is under way', () => {
    renderInDashboard(
      <ReadView read={readState({ rows: 1 }, { staleSince: LOADED_AT, retrying: true })} failedMessage="Failed to fetch transactions">
        <p>the table</p>
      </ReadView>,
    )
    expect(within(screen.getByRole('status')).getByRole('button')).toBeDisabled()
  })
})

describe('useQueryRead: the read state of a TanStack query', () => {
  function setUp(first: () => Promise<string>) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const answers: (() => Promise<string>)[] = [first]
    const reads: ReadState<string>[] = []
    function Probe() {
      const read = useQueryRead(useQuery({ queryKey: ['probe'], queryFn: () => answers.shift()!() }), { failureToast: 'Failed to fetch probes' })
      reads.push(read)
      return null
    }
    render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    )
    const latest = () => reads.at(-1)!
    const refresh = (answer: () => Promise<string>) => {
      answers.push(answer)
      return act(() => client.refetchQueries({ queryKey: ['probe'] }))
    }
    return { latest, refresh }
  }
  const fail = () => Promise.reject(new Error('Database unavailable'))

  it('a failed first load is a failure, then data, then stale data from when it was loaded, then fresh data again', async () => {
    const toast = vi.spyOn(notify, 'error')
    const { latest, refresh } = setUp(fail)
    await vi.waitFor(() => expect(latest().failure?.message).toBe('Database unavailable'))
    expect(latest().data).toBeUndefined()
    expect(toast).toHaveBeenCalledTimes(1)

    await refresh(() => Promise.resolve('rows'))
    await vi.waitFor(() => expect(latest()).toMatchObject({ data: 'rows', failure: null, staleSince: null, loading: false }))
    const loadedAt = Date.now()

    await refresh(fail)
    await vi.waitFor(() => expect(latest().staleSince).not.toBeNull())
    expect(latest()).toMatchObject({ data: 'rows', failure: null })
    expect(latest().staleSince).toBeGreaterThanOrEqual(loadedAt - 1000)
    expect(latest().staleSince).toBeLessThanOrEqual(loadedAt)
    expect(toast).toHaveBeenCalledTimes(2)

    // The same stretch of failures (an interval, focus after focus) is not announced again.
    await refresh(fail)
    await vi.waitFor(() => expect(latest().retrying).toBe(false))
    expect(latest().staleSince).not.toBeNull()
    expect(toast).toHaveBeenCalledTimes(2)

    await refresh(() => Promise.resolve('new rows'))
    await vi.waitFor(() => expect(latest()).toMatchObject({ data: 'new rows', staleSince: null }))
    await refresh(fail)
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(3))
    toast.mockRestore()
  })
})
