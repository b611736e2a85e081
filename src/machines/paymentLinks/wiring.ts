/**
 * The payment-links flow's wiring: the Create Payment Link machine with the create call of
 * src/api and the app's toasts. The /payment-links route starts it when the dialog opens.
 */
import { fromAbortablePromise } from '../shared/fromAbortablePromise'
import { createPaymentLink } from '../../api/paymentLinks'
import type { components } from '../../api/schema'
import { linkCreationMachine, type CreateLinkInput, type LinkCreationInput } from './linkCreationMachine'

type PaymentLinkCreated = components['schemas']['PaymentLinkCreated']

export interface LinkCreationDeps {
  /** SPEC §8's success toast, which offers the new link (`url`) until it is dismissed. */
  notifyCreated: (message: string, url: string) => unknown
  /** The link exists: refresh the list and close the dialog. */
  onCreated: (created: PaymentLinkCreated) => void
  onClose: () => void
}

export function createLinkCreationMachine({ notifyCreated, onCreated, onClose }: LinkCreationDeps) {
  return linkCreationMachine.provide({
    actors: {
      createPaymentLink: fromAbortablePromise<PaymentLinkCreated, CreateLinkInput>(({ input, signal }) => createPaymentLink(input.payload, input.idempotencyKey, signal)),
    },
    actions: {
      notifyCreated: (_, { message, url }) => notifyCreated(message, url),
      finish: (_, { created }) => onCreated(created),
      close: onClose,
    },
  })
}

/** Creating money calls carry a UUID v4 per intent (the contract's Idempotency-Key). */
export const linkCreationInput: LinkCreationInput = { newKey: () => crypto.randomUUID() }
