import { Stack } from '@chakra-ui/react'
import { StatusBadge } from '../data/StatusBadge'

/** SPEC §2: "Has Balance"/"No Balance" and "Has Pending"/"No Pending", in words. */
export function WalletBadges({ wallet, stacked = false }: { wallet: { has_balance: boolean; has_pending: boolean }; stacked?: boolean }) {
  return (
    <Stack direction={stacked ? 'column' : 'row'} gap="1" align={stacked ? 'flex-start' : 'center'}>
      <StatusBadge label={wallet.has_balance ? 'Has Balance' : 'No Balance'} palette={wallet.has_balance ? 'green' : 'gray'} />
      <StatusBadge label={wallet.has_pending ? 'Has Pending' : 'No Pending'} palette={wallet.has_pending ? 'yellow' : 'gray'} />
    </Stack>
  )
}
