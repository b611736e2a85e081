import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { clientWalletQuery } from '../../../src/api/wallets'
import { createFundsTransferMachine } from '../../../src/machines/transfers/wiring'
import { clientWallet, keySequence } from '../../support/transferFixtures'

/** The wallet's query as the screen's read leaves it in the cache (fresh: the watcher reads, it does not fetch here). */
function cacheWith(wallet: ReturnType<typeof clientWallet> | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  queryClient.setQueryData(clientWalletQuery(clientWallet().wallet_id).queryKey, wallet)
  return queryClient
}

const start = (queryClient: QueryClient, walletId: string | null) =>
  createActor(createFundsTransferMachine({ notify: { success: () => {} }, onTransferred: () => {}, queryClient }), { input: { newKey: keySequence(), walletId } }).start()

describe('the funds transfer wiring: the machine reads the picked wallet from the query cache', () => {
  it('gets the wallet as read, and every re-read balance, with no copy made by the screen', () => {
    const queryClient = cacheWith(clientWallet())
    const actor = start(queryClient, clientWallet().wallet_id)
    expect(actor.getSnapshot().context.wallet).toEqual(clientWallet())
    queryClient.setQueryData(clientWalletQuery(clientWallet().wallet_id).queryKey, clientWallet({ balance: '999.00' }))
    expect(actor.getSnapshot().context.wallet?.balance).toBe('999.00')
    // A wallet that is no more (the lookup found none) blocks the next payout.
    queryClient.setQueryData(clientWalletQuery(clientWallet().wallet_id).queryKey, null)
    expect(actor.getSnapshot().context.wallet).toBeNull()
  })

  it('stops watching when the actor stops, and watches nothing before a wallet is picked', () => {
    const queryClient = cacheWith(clientWallet())
    const query = queryClient.getQueryCache().find({ queryKey: clientWalletQuery(clientWallet().wallet_id).queryKey })!
    const actor = start(queryClient, clientWallet().wallet_id)
    expect(query.getObserversCount()).toBe(1)
    actor.stop()
    expect(query.getObserversCount()).toBe(0)
    const unpicked = start(queryClient, null)
    expect(unpicked.getSnapshot().context.wallet).toBeNull()
    expect(query.getObserversCount()).toBe(0)
  })
})
