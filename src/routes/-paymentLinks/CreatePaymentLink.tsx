import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { invalidateAfter } from '../../api/invalidations'
import { COPY_MESSAGES, copyWithToast } from '../../components/common/clipboard'
import { notify } from '../../components/common/toaster'
import { CreatePaymentLinkDialog } from '../../components/paymentLinks/CreatePaymentLinkDialog'
import { createLinkCreationMachine, linkCreationInput } from '../../machines/paymentLinks/wiring'

/** The Create Payment Link dialog: the form sends its payload to the machine, whose state says busy and failed; a created link refreshes the list and closes it. */
export function CreatePaymentLink({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient()
  const [machine] = useState(() =>
    createLinkCreationMachine({
      // The machine says it in English (SPEC §8's words): the toast list says it in the reader's language. It stays
      // until dismissed, with the new link and Copy link: the merchant came here to send that link to someone.
      notifyCreated: (message, url) => notify.lasting(message, url, { label: 'Copy link', onClick: () => void copyWithToast(url, COPY_MESSAGES.link, notify) }),
      onCreated: () => {
        void invalidateAfter(queryClient, 'createPaymentLink')
        onClose()
      },
      onClose,
    }),
  )
  const [state, send] = useMachine(machine, { input: linkCreationInput })
  return (
    <CreatePaymentLinkDialog
      submitError={state.context.submitError}
      submitting={state.hasTag('busy')}
      onSubmit={(value) => send({ type: 'SUBMIT', value })}
      onCancel={() => send({ type: 'CANCEL' })}
    />
  )
}
