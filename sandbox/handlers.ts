/**
 * All sandbox handlers: the whole contract (typed by the generated `paths` through
 * openapi-msw) plus the `__sandbox/` control calls, scenarios and provider pages, behind
 * the handler that drops an answer when `__sandbox/drop-next-response` asked for it and the one that writes the
 * answers' messages in the request's language.
 *
 *   const store = createStore()
 *   setupServer(...createSandboxHandlers(store, { baseUrl: 'http://sandbox.test/sandbox' }))
 */
import type { RequestHandler } from 'msw'
import type { SandboxStore } from './store.ts'
import { assetHandlers } from './handlers/assets.ts'
import { createContext, type SandboxOptions } from './handlers/context.ts'
import { authHandlers } from './handlers/auth.ts'
import { checkoutHandlers } from './handlers/checkout.ts'
import { controlHandlers } from './handlers/control.ts'
import { dashboardHandlers } from './handlers/dashboard.ts'
import { dropResponseControl, dropResponseHandler } from './handlers/dropResponse.ts'
import { genericHandlers } from './handlers/generic.ts'
import { integrationHandlers } from './handlers/integration.ts'
import { kycHandlers } from './handlers/kyc.ts'
import { localizedMessagesHandler } from './handlers/localizedMessages.ts'
import { paymentLinkHandlers } from './handlers/paymentLinks.ts'
import { scenarioHandlers } from './handlers/scenarios.ts'
import { serviceHandlers } from './handlers/service.ts'
import { subscriptionHandlers } from './handlers/subscription.ts'
import { taskHandlers } from './handlers/tasks.ts'
import { transactionHandlers } from './handlers/transactions.ts'
import { walletHandlers } from './handlers/wallet.ts'

export type { SandboxOptions }

export function createSandboxHandlers(store: SandboxStore, options: SandboxOptions = {}): RequestHandler[] {
  const ctx = createContext(store, options)
  const handlers = [
    ...controlHandlers(ctx),
    dropResponseControl(ctx),
    ...scenarioHandlers(ctx),
    ...assetHandlers(ctx),
    ...authHandlers(ctx),
    ...subscriptionHandlers(ctx),
    ...kycHandlers(ctx),
    ...integrationHandlers(ctx),
    // The list and create routes come before /transaction/payment-link/{id}.
    ...paymentLinkHandlers(ctx),
    ...checkoutHandlers(ctx),
    ...taskHandlers(ctx),
    ...transactionHandlers(ctx),
    ...walletHandlers(ctx),
    ...dashboardHandlers(ctx),
    ...serviceHandlers(ctx),
    ...genericHandlers(ctx),
  ]
  return [dropResponseHandler(ctx, handlers), localizedMessagesHandler(ctx, handlers), ...handlers]
}
