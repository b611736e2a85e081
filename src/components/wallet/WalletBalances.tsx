import { SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { formatMoney } from '../../domain/money'
import { walletCurrencyNote } from '../../domain/settlement'

type Wallet = components['schemas']['Wallet']

const FIGURES = [
  { key: 'balance', label: 'Balance', hint: 'Available to pay out' },
  { key: 'pending_balance', label: 'Pending', hint: 'Payments not settled yet' },
  { key: 'combined_balance', label: 'Combined balance', hint: 'Balance and pending together' },
] as const

/** The merchant's wallet in three figures: available, pending, and both together (skeletons while loading), in the wallet's currency. */
export function WalletBalances({ wallet }: { wallet: Wallet | undefined }) {
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" aria-busy={!wallet || undefined}>
        {FIGURES.map((figure) => (
          <Stat.Root key={figure.key} borderWidth="1px" rounded="md" p="4" gap="1">
            <Stat.Label>{figure.label}</Stat.Label>
            <Stat.ValueText fontVariantNumeric="tabular-nums">{wallet ? formatMoney(wallet[figure.key], wallet.currency) : <Skeleton height="8" width="10rem" />}</Stat.ValueText>
            {/* A stat is a <dl>: its hint is one more <dd> of the label. */}
            <Stat.HelpText as="dd">{figure.hint}</Stat.HelpText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      {wallet && (
        <Text textStyle="sm" color="fg.muted">
          {walletCurrencyNote('Your wallet', wallet.currency, wallet.exchange_rates)}
        </Text>
      )}
    </Stack>
  )
}
