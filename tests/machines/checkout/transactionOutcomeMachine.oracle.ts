/**
 * The outcome of a payment the customer came back to (/process-payment, issues 19 and 22), written apart from
 * the machine: the status asked at once, again 5 s after each answer that is not final and at once when the
 * connection comes back; a failed check not retried by itself (Try Again or the connection); a 404 is no such
 * payment; a final status clears the browser's record, once. Beside it the payment link for the receipt: the
 * URL's at once, else the one the answer names, else the browser's record's; read once, again only when the
 * connection comes back after it failed.
 */
import { expect } from 'vitest'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const TRANSACTION = 'TX7'

interface Input {
  linkId: string | null
  storedLinkId: string | null
}
interface Answer {
  status: string
  payment_link_id?: string
}

/** The region's part of a state in words (`status.waiting` of `status.waiting + link.loading`). */
const region = (words: string, name: 'status' | 'link') => words.split(' + ').find((part) => part.startsWith(`${name}.`))!
const answerOf = (step: Step): Answer | null => (step.event.type === 'xstate.done.actor.fetchTransactionStatus' ? (step.event.output as Answer) : (step.before.context.answer as Answer | null))
/** The link the receipt names once this step is over, by the rule above (null: none known yet). */
function receiptLink(step: Step): string | null {
  const input = step.input as Input
  if (input.linkId) return input.linkId
  const answer = answerOf(step)
  return answer ? (answer.payment_link_id ?? input.storedLinkId) : null
}
/** The link region after a step that does not touch it: it leaves `unknown` as soon as a link is known. */
const linkAfter = (step: Step) => {
  const link = region(step.before.words, 'link')
  return link === 'link.unknown' && receiptLink(step) ? 'link.loading' : link
}
const to = (status: string | null, link?: string) => (step: Step) => `${status ? `status.${status}` : region(step.before.words, 'status')} + ${link ?? linkAfter(step)}`

const checksAgain = (step: Step) => {
  expect(startedInputs(step, 'fetchTransactionStatus')).toEqual([{ transactionId: TRANSACTION }])
  expect(ran(step, 'clearRecord')).toEqual([])
}
const readsTheLinkOnceKnown = (step: Step) => {
  const starts = startedInputs(step, 'fetchPaymentLink')
  expect(starts).toEqual(region(step.before.words, 'link') === 'link.unknown' && receiptLink(step) ? [{ linkId: receiptLink(step) }] : [])
}
const answered = (final: boolean) => (step: Step) => {
  expect(step.after.context.answer).toEqual(step.event.output)
  expect(step.after.context.error).toBeNull()
  expect(ran(step, 'clearRecord')).toEqual(final ? [{ transactionId: TRANSACTION }] : [])
  readsTheLinkOnceKnown(step)
}
const refused = (failure: { message: string; status?: number }) => (step: Step) => {
  expect(step.after.context.error).toEqual(failure)
  expect(ran(step, 'clearRecord')).toEqual([])
  expect(step.started).toEqual([])
}

export default defineOracle({
  name: 'transactionOutcomeMachine',
  leadsTo: {
    'fetchTransactionStatus done (pending)': to('waiting'),
    'fetchTransactionStatus done (pending, naming its link)': to('waiting'),
    'fetchTransactionStatus done (completed)': to('ended'),
    'fetchTransactionStatus done (failed)': to('ended'),
    'fetchTransactionStatus error (not found)': to('notFound'),
    'fetchTransactionStatus error (offline)': to('unavailable'),
    'after 5s': { 'status.waiting': to('checking') },
    RETRY: { 'status.unavailable': to('checking') },
    // Back online: a waiting or failed check asks at once, an unreadable link is read again; nothing else moves.
    ONLINE: (step) => {
      const status = region(step.before.words, 'status')
      const link = region(step.before.words, 'link')
      return `${status === 'status.waiting' || status === 'status.unavailable' ? 'status.checking' : status} + ${link === 'link.unavailable' ? 'link.loading' : link}`
    },
    'fetchPaymentLink done (the link)': to(null, 'link.loaded'),
    'fetchPaymentLink error (offline)': to(null, 'link.unavailable'),
  },
  does: {
    'fetchTransactionStatus done (pending)': answered(false),
    'fetchTransactionStatus done (pending, naming its link)': answered(false),
    'fetchTransactionStatus done (completed)': answered(true),
    'fetchTransactionStatus done (failed)': answered(true),
    'fetchTransactionStatus error (not found)': refused({ message: 'Transaction not found', status: 404 }),
    'fetchTransactionStatus error (offline)': refused({ message: 'Failed to check the payment status' }),
    'after 5s': (step) => {
      expect(step.elapsed).toBe(5000)
      checksAgain(step)
    },
    RETRY: checksAgain,
    ONLINE: (step) => {
      const asks = ['status.waiting', 'status.unavailable'].includes(region(step.before.words, 'status'))
      expect(startedInputs(step, 'fetchTransactionStatus')).toEqual(asks ? [{ transactionId: TRANSACTION }] : [])
      const link = receiptLink(step)
      expect(startedInputs(step, 'fetchPaymentLink')).toEqual(region(step.before.words, 'link') === 'link.unavailable' ? [{ linkId: link }] : [])
    },
    'fetchPaymentLink done (the link)': (step) => {
      expect(step.after.context.link).toEqual(step.event.output)
      expect(step.started).toEqual([])
    },
    'fetchPaymentLink error (offline)': (step) => {
      expect(step.after.context.link).toBeNull()
      expect(step.started).toEqual([])
    },
  },
  paths: {
    'the status at once, and the URL\'s link beside it': (_, input, initial) => {
      const { linkId } = input as Input
      expect(initial.started.filter((a) => a.id === 'fetchTransactionStatus').map((a) => a.input)).toEqual([{ transactionId: TRANSACTION }])
      expect(initial.started.filter((a) => a.id === 'fetchPaymentLink').map((a) => a.input)).toEqual(linkId ? [{ linkId }] : [])
    },
    'the record is cleared once, by a final status only': (steps) => {
      const cleared = steps.flatMap((s) => ran(s, 'clearRecord'))
      const final = steps.some((s) => s.words === 'fetchTransactionStatus done (completed)' || s.words === 'fetchTransactionStatus done (failed)')
      expect(cleared).toEqual(final ? [{ transactionId: TRANSACTION }] : [])
    },
    'one status check at a time': (steps, _, initial) => {
      let inFlight = 1
      expect(initial.words).toContain('status.checking')
      for (const step of steps) {
        if (step.words.startsWith('fetchTransactionStatus ')) inFlight -= 1
        inFlight += startedInputs(step, 'fetchTransactionStatus').length
        expect(inFlight).toBe(region(step.after.words, 'status') === 'status.checking' ? 1 : 0)
      }
    },
  },
})
