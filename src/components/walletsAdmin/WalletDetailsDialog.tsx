import { Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { DialogFrame } from '../common/DialogFrame'
import type { components } from '../../api/schema'
import { CopyableText } from '../common/CopyableText'
import { DetailList } from '../data/DetailList'
import { COPY_MESSAGES } from '../common/clipboard'
import { formatMoney } from '../../domain/money'
import { localDateTime } from '../../domain/relativeTime'
import { telegramHandle } from '../../domain/walletBalances'
import { shortWalletId } from '../../domain/walletId'
import { personName } from '../../domain/userName'
import { WalletBadges } from './WalletBadges'

type Wallet = components['schemas']['AdminWallet']

const dateTime = (value: string) => localDateTime(value) ?? value

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

/** SPEC §2's wallet details: the wallet (short ID with copy), its user and its three balances. */
export function WalletDetailsDialog({ wallet, onClose }: { wallet: Wallet | null; onClose: () => void }) {
  if (!wallet) return null
  return (
    <DialogFrame title="Wallet Details" onClose={onClose}>
      <Stack gap="5">
        <Group
          title="Wallet"
          items={[
            [
              'Wallet ID',
              <CopyableText key="id" text={wallet.wallet_id} shown={shortWalletId(wallet.wallet_id)} label="Copy wallet ID" messages={COPY_MESSAGES.walletId} />,
            ],
            ['Created at', dateTime(wallet.created_at)],
            ['Last updated', dateTime(wallet.updated_at)],
            ['Status', <WalletBadges wallet={wallet} key="status" />],
          ]}
        />
        <Group
          title="User"
          items={[
            ['Email', wallet.user.email],
            ['Name', personName(wallet.user.first_name, wallet.user.last_name) ?? ''],
            ['Telegram', telegramHandle(wallet.user.telegram) ?? 'Not provided'],
            ['User ID', wallet.user.id],
          ]}
        />
        <Group
          title="Balances"
          items={[
            ['Currency', wallet.currency],
            ['Current balance', formatMoney(wallet.balance, wallet.currency)],
            ['Pending balance', formatMoney(wallet.pending_balance, wallet.currency)],
            ['Combined balance', formatMoney(wallet.combined_balance, wallet.currency)],
          ]}
        />
      </Stack>
    </DialogFrame>
  )
}
