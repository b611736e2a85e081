import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { invalidateAfter } from '../../api/invalidations'
import { notify } from '../../components/common/toaster'
import { CreatePaymentLinkDialog } from '../../components/paymentLinks/CreatePaymentLinkDialog'
import { canSubmitLinkForm } from '../../domain/paymentLinkForm'
import { createLinkCreationMachine, linkCreationInput } from '../../machines/paymentLinks/wiring'

/** The Create Payment Link dialog: its machine's state, rendered; a created link refreshes the list and closes it. */
export function CreatePaymentLink({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient()
  const [machine] = useState(() =>
    createLinkCreationMachine({
      notify,
      onCreated: () => {
        void invalidateAfter(queryClient, 'createPaymentLink')
        onClose()
      },
      onClose,
    }),
  )
  const [state, send] = useMachine(machine, { input: linkCreationInput })
  const { values, errors, submitError } = state.context
  const submitting = state.hasTag('busy')
  return (
    <CreatePaymentLinkDialog
      values={values}
      errors={errors}
      submitError={submitError}
      submitting={submitting}
      canSubmit={canSubmitLinkForm(values, errors, submitting)}
      onChange={(field, value) => send({ type: 'CHANGE', field, value })}
      onBlur={(field) => send({ type: 'BLUR', field })}
      onCurrency={(currency) => send({ type: 'SET_CURRENCY', currency })}
      onToggleMethod={(method) => send({ type: 'TOGGLE_METHOD', method })}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onCancel={() => send({ type: 'CANCEL' })}
    />
  )
}
