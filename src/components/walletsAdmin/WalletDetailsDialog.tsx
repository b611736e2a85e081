import { Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { DialogFrame } from '../common/DialogFrame'
import type { components } from '../../api/schema'
import { LtrCopyableText } from '../integrations/LtrCopyableText'
import { DetailList } from '../data/DetailList'
import { COPY_MESSAGES } from '../common/clipboard'
import { formatMoney } from '../../domain/money'
import { localDateTime } from '../../domain/relativeTime'
import { telegramHandle } from '../../domain/walletBalances'
import { shortWalletId } from '../../domain/walletId'
import { personName } from '../../domain/userName'
import { useMessages } from '../../i18n/appLocale'
import { walletsAdminMessages } from '../../i18n/messages/walletsAdmin.en'
import { WalletBadges } from './WalletBadges'

type Wallet = components['schemas']['AdminWallet']

function Group({ title, items }: { title: string; items: [label: string, value: ReactNode][] }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <DetailList size="sm" items={items} />
    </Stack>
  )
}

/** An identifier, an address or an amount: left to right in a right-to-left page. */
const ltr = (key: string, value: ReactNode) => (
  <bdi key={key} dir="ltr">
    {value}
  </bdi>
)

/** SPEC §2's wallet details: the wallet (short ID with copy), its user and its three balances. */
export function WalletDetailsDialog({ wallet, onClose }: { wallet: Wallet | null; onClose: () => void }) {
  const { t, intl, dates } = useMessages(walletsAdminMessages)
  if (!wallet) return null
  const dateTime = (value: string) => localDateTime(value, dates) ?? value
  const money = (amount: string) => ltr('amount', formatMoney(amount, wallet.currency, 2, intl))
  const telegram = telegramHandle(wallet.user.telegram)
  return (
    <DialogFrame title={t('detailsTitle')} onClose={onClose}>
      <Stack gap="5">
        <Group
          title={t('wallet')}
          items={[
            [t('walletId'), <LtrCopyableText key="id" text={wallet.wallet_id} shown={shortWalletId(wallet.wallet_id)} label={t('copyWalletId')} messages={COPY_MESSAGES.walletId} />],
            [t('createdAt'), dateTime(wallet.created_at)],
            [t('lastUpdated'), dateTime(wallet.updated_at)],
            [t('status'), <WalletBadges wallet={wallet} key="status" />],
          ]}
        />
        <Group
          title={t('user')}
          items={[
            [t('email'), ltr('email', wallet.user.email)],
            [t('name'), personName(wallet.user.first_name, wallet.user.last_name) ?? ''],
            [t('telegram'), telegram ? ltr('telegram', telegram) : t('notProvided')],
            [t('userId'), ltr('user', wallet.user.id)],
          ]}
        />
        <Group
          title={t('balances')}
          items={[
            [t('currency'), wallet.currency],
            [t('currentBalance'), money(wallet.balance)],
            [t('pendingBalance'), money(wallet.pending_balance)],
            [t('combinedBalance'), money(wallet.combined_balance)],
          ]}
        />
      </Stack>
    </DialogFrame>
  )
}
