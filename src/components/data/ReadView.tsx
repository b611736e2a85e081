import type { ReactNode } from 'react'
import { InlineLoadError } from '../common/InlineLoadError'
import type { ReadState } from './readState'
import { StaleDataNotice } from './StaleDataNotice'

/**
 * Every list's and overview's data states, one way: a failed first load shows the error with Try
 * Again in place of the content; otherwise the content (which draws its own skeletons while
 * `read.loading`), under a quiet "Couldn't refresh" notice when a later refresh failed.
 */
export function ReadView({ read, failedMessage, detail, children }: { read: ReadState<unknown>; failedMessage: string; detail?: string | null; children: ReactNode }) {
  if (read.failure) return <InlineLoadError message={failedMessage} detail={detail} onRetry={read.retry} retrying={read.retrying} />
  return (
    <>
      {read.staleSince !== null && <StaleDataNotice since={read.staleSince} retrying={read.retrying} onRetry={read.retry} />}
      {children}
    </>
  )
}
