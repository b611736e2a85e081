/**
 * What still needs the merchant, read from the client overview (designed here): a short list of
 * actionable steps, most blocking first, none when all is well.
 */
import type { components } from '../api/schema'

type ClientOverview = components['schemas']['ClientOverview']

export type NextStepId = 'subscription' | 'integration' | 'paymentLink'

export interface NextStep {
  id: NextStepId
  title: string
  text: string
  /** The state in SPEC §2's badge words, where there is one (the integration's review). */
  badge?: { label: 'Pending' | 'Rejected'; palette: 'yellow' | 'red' }
  action: { label: string; to: '/subscription' | '/integration' | '/payment-links' }
}

export interface NextStepOptions {
  /** SPEC §2: one configured account has no payment links; it is never sent to them. */
  canCreatePaymentLinks: boolean
}

const SUBSCRIPTION: NextStep = {
  id: 'subscription',
  title: 'Your subscription is not active',
  text: 'Choose a plan to take payments and use every feature again.',
  action: { label: 'Choose a plan', to: '/subscription' },
}

const INTEGRATION: Record<'none' | 'pending' | 'rejected', NextStep> = {
  none: {
    id: 'integration',
    title: 'No website integrated yet',
    text: 'Connect your shop so that its customers can pay you by card or USDC.',
    action: { label: 'Integrate your website', to: '/integration' },
  },
  pending: {
    id: 'integration',
    title: 'Your website is under review',
    text: 'Staff review every new website; your API key appears once it is approved.',
    badge: { label: 'Pending', palette: 'yellow' },
    action: { label: 'View your integration', to: '/integration' },
  },
  rejected: {
    id: 'integration',
    title: 'Your website was not approved',
    text: 'Check the website you submitted and send it for review again.',
    badge: { label: 'Rejected', palette: 'red' },
    action: { label: 'Review your integration', to: '/integration' },
  },
}

const PAYMENT_LINK: NextStep = {
  id: 'paymentLink',
  title: 'No active payment links',
  text: 'Create a link, share it by e-mail or chat, and get paid.',
  action: { label: 'Create your first payment link', to: '/payment-links' },
}

export function nextSteps(
  overview: Pick<ClientOverview, 'subscription_active' | 'integration_status' | 'active_payment_links'>,
  { canCreatePaymentLinks }: NextStepOptions,
): NextStep[] {
  const steps: NextStep[] = []
  if (!overview.subscription_active) steps.push(SUBSCRIPTION)
  if (overview.integration_status !== 'approved') steps.push(INTEGRATION[overview.integration_status])
  if (canCreatePaymentLinks && overview.active_payment_links === 0) steps.push(PAYMENT_LINK)
  return steps
}
