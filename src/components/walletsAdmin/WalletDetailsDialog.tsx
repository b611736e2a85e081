import { CloseButton, Dialog, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import type { components } from '../../api/schema'
import { CopyButton } from '../common/CopyButton'
import { DetailList } from '../data/DetailList'
import { COPY_MESSAGES } from '../common/clipboard'
import { formatMoney } from '../../domain/money'
import { localDateTime } from '../../domain/relativeTime'
import { fullName, shortWalletId, telegramHandle } from '../../domain/walletBalances'
import { WalletBadges } from './WalletBadges'

type Wallet = components['schemas']['AdminWallet']

const usd = (amount: string) => formatMoney(amount, 'USD')
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
export function WalletDetailsDialog({ wallet: selected, onClose }: { wallet: Wallet | null; onClose: () => void }) {
  // The last wallet stays in the dialog while it closes.
  const [wallet, setWallet] = useState(selected)
  if (selected && selected !== wallet) setWallet(selected)
  return (
    <Dialog.Root open={selected !== null} onOpenChange={(event) => !event.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Wallet Details</Dialog.Title>
            </Dialog.Header>
            {wallet && (
              <Dialog.Body display="flex" flexDirection="column" gap="5">
                <Group
                  title="Wallet"
                  items={[
                    [
                      'Wallet ID',
                      <HStack gap="1" key="id">
                        <Text as="span" fontFamily="mono" title={wallet.wallet_id}>
                          {shortWalletId(wallet.wallet_id)}
                        </Text>
                        <CopyButton text={wallet.wallet_id} label="Copy wallet ID" messages={COPY_MESSAGES.walletId} />
                      </HStack>,
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
                    ['Name', fullName(wallet.user)],
                    ['Telegram', telegramHandle(wallet.user.telegram) ?? 'Not provided'],
                    ['User ID', wallet.user.id],
                  ]}
                />
                <Group
                  title="Balances"
                  items={[
                    ['Current balance', usd(wallet.balance)],
                    ['Pending balance', usd(wallet.pending_balance)],
                    ['Combined balance', usd(wallet.combined_balance)],
                  ]}
                />
              </Dialog.Body>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
