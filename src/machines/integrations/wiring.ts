/**
 * The integrations flow's wiring: the merchant's website submission and the staff review of one
 * row, with the integration calls of src/api. The integration routes start them.
 */
import { fromAbortablePromise } from '../shared/fromAbortablePromise'
import type { Notifier as AppNotifier } from '../shared/notifier'
import type { components } from '../../api/schema'
import { createIntegration, updateIntegrationStatus } from '../../api/integrations'
import { integrateMachine } from './integrateMachine'
import { integrationReviewMachine } from './integrationReviewMachine'

type S = components['schemas']

/** The toasts these flows show. */
export type Notifier = Pick<AppNotifier, 'success' | 'error'>

export function createIntegrateMachine({
  notify,
  onSubmitted,
}: {
  notify: Notifier
  onSubmitted: (integration: S['ClientIntegration']) => void
}) {
  return integrateMachine.provide({
    actors: {
      createIntegration: fromAbortablePromise<S['MyIntegrationCreated'], { hostname: string }>(({ input, signal }) => createIntegration(input.hostname, signal)),
    },
    actions: {
      notifySuccess: (_, { message }) => notify.success(message),
      notifyError: (_, { message }) => notify.error(message),
      finish: (_, { integration }) => onSubmitted(integration),
    },
  })
}

export function createIntegrationReviewMachine({
  notify,
  refreshLists,
  onReviewed,
}: {
  notify: Notifier
  refreshLists: () => void
  onReviewed: (integration: S['Integration']) => void
}) {
  return integrationReviewMachine.provide({
    actors: {
      updateStatus: fromAbortablePromise<S['IntegrationUpdateResponse'], S['IntegrationStatusUpdate']>(({ input, signal }) => updateIntegrationStatus(input, signal)),
    },
    actions: {
      notifySuccess: (_, { message }) => notify.success(message),
      notifyError: (_, { message }) => notify.error(message),
      refreshLists,
      reportReviewed: (_, { integration }) => onReviewed(integration),
    },
  })
}
