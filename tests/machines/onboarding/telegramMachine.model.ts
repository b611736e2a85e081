import { telegramMachine, type TelegramInput } from '../../../src/machines/onboarding/telegramMachine'
import { definePathModel } from '../../support/paths/pathModel'
import { labelled } from '../../support/paths/words'

export default definePathModel<TelegramInput>({
  machine: telegramMachine,
  events: [
    // What the dialog's form sends once the username passes its rules: the parsed value, without the @.
    labelled('valid_user', { type: 'SUBMIT', value: { telegram: 'valid_user' } }),
    { type: 'CLOSE' },
    { type: 'CONTINUE' },
    { type: 'xstate.done.actor.submitTelegram', output: {} },
    { type: 'xstate.error.actor.submitTelegram', error: { status: 500 } },
    { type: 'xstate.after.autoClose.telegram.verified' },
  ],
  inputs: [
    { required: true, productName: 'Paygrid' },
    { required: false, productName: 'Paygrid' },
  ],
  describeInput: (input) => (input.required ? 'required' : 'optional'),
})
