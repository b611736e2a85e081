import { SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { formatMoney } from '../../domain/money'
import { walletCurrencyNote } from '../../domain/settlement'
import { useMessages } from '../../i18n/appLocale'
import { overviewMessages } from '../../i18n/messages/overview.en'
import { settlementMessages } from '../../i18n/messages/settlement.en'
import { Ltr } from '../../i18n/Ltr'

type Wallet = components['schemas']['Wallet']

const FIGURES = [
  { key: 'balance', label: 'walletBalance', hint: 'walletBalanceHint' },
  { key: 'pending_balance', label: 'walletPending', hint: 'walletPendingHint' },
  { key: 'combined_balance', label: 'walletCombined', hint: 'walletCombinedHint' },
] as const

/** The merchant's wallet in three figures: available, pending, and both together (skeletons while loading), in the wallet's currency. */
export function WalletBalances({ wallet }: { wallet: Wallet | undefined }) {
  const { t, intl } = useMessages(overviewMessages)
  const w = useMessages(settlementMessages)
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" aria-busy={!wallet || undefined}>
        {FIGURES.map((figure) => (
          <Stat.Root key={figure.key} borderWidth="1px" rounded="md" p="4" gap="1">
            <Stat.Label>{t(figure.label)}</Stat.Label>
            <Stat.ValueText fontVariantNumeric="tabular-nums">{wallet ? <Ltr>{formatMoney(wallet[figure.key], wallet.currency, 2, intl)}</Ltr> : <Skeleton height="8" width="10rem" />}</Stat.ValueText>
            {/* A stat is a <dl>: its hint is one more <dd> of the label. */}
            <Stat.HelpText as="dd">{t(figure.hint)}</Stat.HelpText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      {wallet && (
        <Text textStyle="sm" color="fg.muted">
          {walletCurrencyNote(t('yourWallet'), wallet.currency, wallet.exchange_rates, w)}
        </Text>
      )}
    </Stack>
  )
}
