/** A staff payout (README, /funds-transfer): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { LOST_ANSWER_MESSAGE } from '../../../src/machines/transfers/fundsTransferMachine'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

const stays = (step: Step) => step.before.words
const everywhere = { form: stays, confirming: stays, submitting: stays, failed: stays }
/** The watcher's news replaces the wallet in every state (the server checks the amount against its balance again). */
const walletRead = (step: Step) => expect(step.after.context.wallet).toEqual(step.event.wallet)
const hasWallet = (step: Step) => step.before.context.wallet !== null
/** The form's value goes to the confirmation with the wallet read; without one, the screen asks for it and nothing is confirmed. */
const submitted = (step: Step) => {
  const { wallet } = step.before.context
  if (wallet) expect(step.after.context).toMatchObject({ walletMissing: false, request: { wallet_id: wallet.wallet_id, ...step.event.value } })
  else expect(step.after.context).toMatchObject({ walletMissing: true, request: step.before.context.request })
}
const submitLeads = { 'form.editing': (step: Step) => (hasWallet(step) ? 'confirming' : 'form.editing'), 'form.done': (step: Step) => (hasWallet(step) ? 'confirming' : 'form.editing') }
const sends = (step: Step) => expect(startedInputs(step, 'transferFunds')).toEqual([{ body: step.before.context.request, idempotencyKey: step.after.context.idempotencyKey }])

export default defineOracle({
  name: 'fundsTransferMachine',
  leadsTo: {
    'WALLET (wallet read, $1,250.00)': everywhere,
    'WALLET (balance refreshed to $1,000.00)': everywhere,
    'WALLET (no wallet)': everywhere,
    'SUBMIT ($100.00 to a Polygon address)': submitLeads,
    'SUBMIT ($7.00 to a Polygon address)': submitLeads,
    // One transfer per confirmation.
    CONFIRM: { confirming: 'submitting' },
    RETRY: { failed: 'submitting' },
    CANCEL: { confirming: 'form.editing', failed: 'form.editing' },
    'transferFunds done (transfer made)': 'form.done',
    'transferFunds error (400 over the balance)': 'failed',
    'transferFunds error (answer lost)': 'failed',
  },
  does: {
    'WALLET (wallet read, $1,250.00)': walletRead,
    'WALLET (balance refreshed to $1,000.00)': walletRead,
    'WALLET (no wallet)': walletRead,
    'SUBMIT ($100.00 to a Polygon address)': submitted,
    'SUBMIT ($7.00 to a Polygon address)': submitted,
    CONFIRM: sends,
    RETRY: sends,
    // The last transfer shows over a new form, the server's words as a toast, the wallet re-read.
    'transferFunds done (transfer made)': (step) => {
      expect(step.after.context).toMatchObject({ walletMissing: false, request: null, idempotencyKey: null, failure: null, transfer: step.event.output })
      expect(ran(step, 'notifySuccess')).toEqual([{ message: step.event.output.message }])
      expect(ran(step, 'transferred')).toEqual([{ walletId: step.event.output.data.wallet_id }])
    },
    'transferFunds error (400 over the balance)': (step) => expect(step.after.context).toMatchObject({ lastFailureStatus: 400, failure: "Amount exceeds the wallet's available balance of 1000.00 USD." }),
    'transferFunds error (answer lost)': (step) => expect(step.after.context).toMatchObject({ lastFailureStatus: undefined, failure: LOST_ANSWER_MESSAGE }),
  },
  paths: {
    // The Idempotency-Key of an intent is resent only for that same body after a lost answer or a 5xx; a 4xx or a changed body gets a new one.
    'one transfer per intent': (steps) => {
      let last: { body: string; key: string; status: number | undefined } | null = null
      for (const step of steps) {
        for (const sent of startedInputs(step, 'transferFunds') as { body: unknown; idempotencyKey: string }[]) {
          const body = JSON.stringify(sent.body)
          if (last && last.body === body && last.status === undefined) expect(sent.idempotencyKey).toBe(last.key)
          else if (last) expect(sent.idempotencyKey).not.toBe(last.key)
          last = { body, key: sent.idempotencyKey, status: undefined }
        }
        if (last && step.words === 'transferFunds error (400 over the balance)') last.status = 400
        if (step.words === 'transferFunds done (transfer made)') last = null
      }
    },
    // The machine watches the wallet it was started for.
    'watches the picked wallet': (_steps, input, initial) => expect(initial.started.filter((s) => s.src === 'watchWallet').map((s) => s.input)).toEqual([{ walletId: (input as { walletId: string }).walletId }]),
  },
})
