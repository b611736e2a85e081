import { Stack } from '@chakra-ui/react'
import { StatusBadge } from '../data/StatusBadge'
import { useMessages } from '../../i18n/appLocale'
import { walletsAdminMessages } from '../../i18n/messages/walletsAdmin.en'

/** SPEC §2: "Has Balance"/"No Balance" and "Has Pending"/"No Pending", in words. */
export function WalletBadges({ wallet, stacked = false }: { wallet: { has_balance: boolean; has_pending: boolean }; stacked?: boolean }) {
  const { t } = useMessages(walletsAdminMessages)
  return (
    <Stack direction={stacked ? 'column' : 'row'} gap="1" align={stacked ? 'flex-start' : 'center'}>
      <StatusBadge label={wallet.has_balance ? t('hasBalance') : t('noBalance')} palette={wallet.has_balance ? 'green' : 'gray'} />
      <StatusBadge label={wallet.has_pending ? t('hasPending') : t('noPending')} palette={wallet.has_pending ? 'yellow' : 'gray'} />
    </Stack>
  )
}
