/** A staff payout (README, /funds-transfer): what each step must do, written apart from the machine. */
import { expect } from 'vitest'
import { fieldError, transferErrors, transferRequest, type TransferDraft } from '../../../src/domain/fundsTransfer'
import { LOST_ANSWER_MESSAGE } from '../../../src/machines/transfers/fundsTransferMachine'
import { defineOracle, ran, startedInputs, type Step } from '../../support/paths/oracle'

type Wallet = { wallet_id: string; balance: string; currency: string } | null
const payout = (wallet: Wallet) => (wallet ? { walletId: wallet.wallet_id, balance: wallet.balance, currency: wallet.currency } : null)
const FORM = ['form.editing', 'form.done']
const inForm = (step: Step) => FORM.includes(step.before.words)
const complete = (step: Step) => Object.keys(transferErrors(step.before.context.draft, payout(step.before.context.wallet))).length === 0
/** The message a field shows after a change: an error already shown is checked again (it may go or change), none is raised. */
const shownAfterChange = (field: keyof TransferDraft, before: Record<string, string>, draft: TransferDraft, wallet: Wallet) =>
  before[field] ? (fieldError(field, draft, payout(wallet)) ?? undefined) : undefined
const withField = (errors: Record<string, string>, field: string, message: string | undefined) => {
  const { [field]: _old, ...others } = errors
  return message ? { ...others, [field]: message } : others
}
const walletPicked = (step: Step) => {
  const wallet = step.event.wallet as Wallet
  const { context } = step.before
  if (inForm(step)) {
    // A wallet takes its own error away; the amount is checked again against its balance when it showed an error.
    const errors = wallet ? withField(context.errors, 'wallet', undefined) : context.errors
    expect(step.after.context.wallet).toEqual(wallet)
    expect(step.after.context.errors).toEqual(withField(errors, 'amount', shownAfterChange('amount', context.errors, context.draft, wallet)))
  } else if (wallet && wallet.wallet_id === context.wallet?.wallet_id) expect(step.after.context.wallet).toEqual(wallet)
  // While confirming or sending, only a refreshed balance of the same wallet is taken.
  else expect(step.after.context).toEqual(context)
}
const changed = (field: keyof TransferDraft, value: string) => (step: Step) => {
  const draft = { ...step.before.context.draft, [field]: value }
  const { errors, wallet } = step.before.context
  expect(step.after.context.draft).toEqual(draft)
  expect(step.after.context.errors).toEqual(withField(errors, field, shownAfterChange(field, errors, draft, wallet)))
}
const stays = (step: Step) => step.before.words
const typing = { 'form.editing': 'form.editing', 'form.done': 'form.editing' }

export default defineOracle({
  name: 'fundsTransferMachine',
  leadsTo: {
    // A refreshed balance of the wallet in use is taken in every state (the amount was checked against the old one).
    'WALLET (wallet picked, $1,250.00)': { form: stays, confirming: stays, submitting: stays, failed: stays },
    'WALLET (balance refreshed to $1,000.00)': { form: stays, confirming: stays, submitting: stays, failed: stays },
    'WALLET (no wallet)': { form: stays },
    'CHANGE (amount 100)': typing,
    'CHANGE (amount 5000, over the balance)': typing,
    'CHANGE (Polygon address)': typing,
    'BLUR (amount)': { 'form.editing': 'form.editing', 'form.done': 'form.done' },
    SUBMIT: { 'form.editing': (step) => (complete(step) ? 'confirming' : 'form.editing'), 'form.done': (step) => (complete(step) ? 'confirming' : 'form.editing') },
    // One transfer per confirmation.
    CONFIRM: { confirming: 'submitting' },
    RETRY: { failed: 'submitting' },
    CANCEL: { confirming: 'form.editing', failed: 'form.editing' },
    'transferFunds done (transfer made)': 'form.done',
    'transferFunds error (400 over the balance)': 'failed',
    'transferFunds error (answer lost)': 'failed',
  },
  does: {
    'WALLET (wallet picked, $1,250.00)': walletPicked,
    'WALLET (balance refreshed to $1,000.00)': walletPicked,
    'WALLET (no wallet)': walletPicked,
    'CHANGE (amount 100)': changed('amount', '100'),
    'CHANGE (amount 5000, over the balance)': changed('amount', '5000'),
    'CHANGE (Polygon address)': changed('destination', '0x52908400098527886E0F7030069857D2E4169EE7'),
    'BLUR (amount)': (step) => {
      const { draft, wallet, errors } = step.before.context
      // Leaving a typed amount checks it; leaving an empty one says nothing yet.
      expect(step.after.context.errors).toEqual(withField(errors, 'amount', draft.amount.trim() ? (fieldError('amount', draft, payout(wallet)) ?? undefined) : undefined))
    },
    SUBMIT: (step) => {
      const { draft, wallet } = step.before.context
      if (step.after.words === 'confirming') expect(step.after.context).toMatchObject({ errors: {}, request: transferRequest(draft, payout(wallet)!) })
      else expect(step.after.context.errors).toEqual(transferErrors(draft, payout(wallet)))
    },
    CONFIRM: (step) => expect(startedInputs(step, 'transferFunds')).toEqual([{ body: step.before.context.request, idempotencyKey: step.after.context.idempotencyKey }]),
    RETRY: (step) => expect(startedInputs(step, 'transferFunds')).toEqual([{ body: step.before.context.request, idempotencyKey: step.after.context.idempotencyKey }]),
    // The form is empty again, the last transfer shows above it, the server's words as a toast, the wallet re-read.
    'transferFunds done (transfer made)': (step) => {
      expect(step.after.context).toMatchObject({ draft: { amount: '', destination: '', note: '' }, errors: {}, request: null, idempotencyKey: null, failure: null, transfer: step.event.output })
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
  },
})
