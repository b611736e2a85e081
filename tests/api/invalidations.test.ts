import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { invalidateAfter, type Write } from '../../src/api/invalidations'
import { adminOverviewQuery, clientOverviewQuery } from '../../src/api/dashboard'
import { myIntegrationQuery, pendingIntegrationsQuery, validIntegrationsQuery } from '../../src/api/integrations'
import { currentSubscriptionQuery, plansQuery, promoQuery } from '../../src/api/onboarding'
import { paymentLinkQuery, paymentLinksQuery } from '../../src/api/paymentLinks'
import { transactionsQuery } from '../../src/api/transactions'
import { transfersQuery } from '../../src/api/transfers'
import { walletBalancesQuery } from '../../src/api/walletBalances'
import { clientWalletQuery, clientWalletsQuery, myWalletQuery } from '../../src/api/wallets'

/** One cached read of every kind the dashboards show, named for the assertions. */
const reads: Record<string, QueryKey> = {
  transfers: transfersQuery({ page: 1 }).queryKey,
  myWallet: myWalletQuery().queryKey,
  clientWallets: clientWalletsQuery({ search: 'a' }).queryKey,
  clientWallet: clientWalletQuery('w1').queryKey,
  walletBalances: walletBalancesQuery({ page: 1 }).queryKey,
  clientOverview: clientOverviewQuery(30).queryKey,
  adminOverview: adminOverviewQuery(30).queryKey,
  paymentLinks: paymentLinksQuery({ page: 1, page_size: 50 }).queryKey,
  paymentLink: paymentLinkQuery('l1').queryKey,
  myIntegration: myIntegrationQuery().queryKey,
  pendingIntegrations: pendingIntegrationsQuery().queryKey,
  validIntegrations: validIntegrationsQuery().queryKey,
  currentSubscription: currentSubscriptionQuery().queryKey,
  plans: plansQuery().queryKey,
  promo: promoQuery('SAVE10').queryKey,
  transactions: transactionsQuery('merchant', { page: 1 }).queryKey,
}

async function invalidatedBy(write: Write): Promise<string[]> {
  const queryClient = new QueryClient()
  for (const key of Object.values(reads)) queryClient.setQueryData(key, { cached: true })
  await invalidateAfter(queryClient, write)
  return Object.entries(reads)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort()
}

const moneyMoved = ['adminOverview', 'clientOverview', 'clientWallet', 'clientWallets', 'myWallet', 'transfers', 'walletBalances']

describe('every write names the reads it makes stale (src/api/invalidations.ts)', () => {
  it.each<[Write, string[]]>([
    ['transferFunds', moneyMoved],
    ['cancelTransfer', moneyMoved],
    ['updateTransferStatus', moneyMoved],
    ['createPaymentLink', ['adminOverview', 'clientOverview', 'paymentLink', 'paymentLinks']],
    ['submitIntegration', ['myIntegration']],
    ['reviewIntegration', ['pendingIntegrations', 'validIntegrations']],
    ['createSubscription', ['currentSubscription']],
  ])('%s invalidates exactly its reads', async (write, expected) => {
    expect(await invalidatedBy(write)).toEqual(expected)
  })
})
