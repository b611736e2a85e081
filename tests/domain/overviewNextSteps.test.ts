import { describe, expect, it } from 'vitest'
import { nextSteps } from '../../src/domain/overviewNextSteps'

const allWell = { subscription_active: true, integration_status: 'approved' as const, active_payment_links: 3 }
const ids = (overview: Parameters<typeof nextSteps>[0], canCreatePaymentLinks = true) => nextSteps(overview, { canCreatePaymentLinks }).map((step) => step.id)

describe('the overview next steps', () => {
  it('are none when all is well', () => {
    expect(nextSteps(allWell, { canCreatePaymentLinks: true })).toEqual([])
  })

  it('send a merchant without an integration to /integration with "Integrate your website"', () => {
    const [step] = nextSteps({ ...allWell, integration_status: 'none' }, { canCreatePaymentLinks: true })
    expect(step).toMatchObject({ id: 'integration', action: { label: 'Integrate your website', to: '/integration' } })
    expect(step?.badge).toBeUndefined()
  })

  it.each([
    ['pending', 'Pending', 'yellow'],
    ['rejected', 'Rejected', 'red'],
  ] as const)('show an integration %s in the badge word "%s"', (status, label, palette) => {
    const [step] = nextSteps({ ...allWell, integration_status: status }, { canCreatePaymentLinks: true })
    expect(step).toMatchObject({ id: 'integration', badge: { label, palette }, action: { to: '/integration' } })
  })

  it('send a lapsed subscription to /subscription, before anything else', () => {
    const steps = nextSteps({ subscription_active: false, integration_status: 'pending', active_payment_links: 0 }, { canCreatePaymentLinks: true })
    expect(steps.map((step) => step.id)).toEqual(['subscription', 'integration', 'paymentLink'])
    expect(steps[0]).toMatchObject({ title: 'Your subscription is not active', action: { to: '/subscription' } })
  })

  it('offer "Create your first payment link" only when there is no active link', () => {
    const [step] = nextSteps({ ...allWell, active_payment_links: 0 }, { canCreatePaymentLinks: true })
    expect(step).toMatchObject({ id: 'paymentLink', action: { label: 'Create your first payment link', to: '/payment-links' } })
    expect(ids({ ...allWell, active_payment_links: 1 })).toEqual([])
  })

  it('never send the account excluded from payment links to them', () => {
    expect(ids({ ...allWell, active_payment_links: 0 }, false)).toEqual([])
    expect(ids({ subscription_active: true, integration_status: 'none', active_payment_links: 0 }, false)).toEqual(['integration'])
  })
})
