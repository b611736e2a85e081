import { describe, expect, it } from 'vitest'
import { adminAttention } from '../../src/domain/adminAttention'
import { countOf } from '../../src/domain/plural'
import { adminOverviewFixture } from '../components/overview/overviewFixtures'

describe('the admin overview links', () => {
  it('lead to the five screens, flagging the ones with something waiting', () => {
    const links = adminAttention(adminOverviewFixture)
    expect(links.map((link) => [link.to, link.summary, link.needsAttention])).toEqual([
      ['/integration-validation', '6 integrations pending review', true],
      // Holding a balance is the normal state: not flagged (issue 35 §11).
      ['/wallets-admin', '30 of 47 wallets hold a balance', false],
      ['/transactions-admin', '12 transactions pending', true],
      ['/subscription-admin', '6 subscriptions not active', true],
      ['/calculator', 'Totals, fees and averages for any range', false],
    ])
  })

  it('flag nothing when nothing waits', () => {
    const quiet = {
      ...adminOverviewFixture,
      pending_integrations: 1,
      transactions_by_status: { ...adminOverviewFixture.transactions_by_status, PENDING: 0 },
      subscriptions_by_state: { active: 3, inactive: 0, none: 1 },
      total_pending_balance: '0.00',
    }
    const links = adminAttention({ ...quiet, pending_integrations: 0 })
    expect(links.filter((link) => link.needsAttention)).toEqual([])
    expect(adminAttention(quiet)[0]?.summary).toBe('1 integration pending review')
  })

  it('counts in words, singular and plural', () => {
    expect(countOf(1, 'wallet')).toBe('1 wallet')
    expect(countOf(0, 'wallet')).toBe('0 wallets')
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries')
  })
})
