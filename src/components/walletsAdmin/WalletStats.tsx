import { Card, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { formatCount, formatMoney } from '../../domain/money'
import { walletCurrencyNote } from '../../domain/settlement'

type Statistics = components['schemas']['WalletStatistics']


function Summary({ label, value, help }: { label: string; value: string; help: string }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums">{value}</Stat.ValueText>
          <Stat.HelpText as="dd" color="fg.muted">
            {help}
          </Stat.HelpText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  )
}

/** The four cards' figures, in the currency every wallet holds. */
function Figures({ statistics }: { statistics: Statistics }) {
  const money = (amount: string) => formatMoney(amount, statistics.currency)
  return (
    <>
      <Summary label="Total Wallets" value={formatCount(statistics.total_wallets)} help={`${formatCount(statistics.wallets_with_balance)} with a balance`} />
      <Summary label="Total Balance" value={money(statistics.total_balance)} help={`Average ${money(statistics.average_balance)}`} />
      <Summary label="Total Pending" value={money(statistics.total_pending)} help={`${formatCount(statistics.wallets_with_pending)} with pending funds`} />
      <Summary label="Combined Total" value={money(statistics.total_combined)} help="Balance + pending" />
    </>
  )
}

/**
 * SPEC §2's four summary cards, over every wallet the search and filters match, in the currency every
 * wallet holds, with the rates of the payments they converted; skeletons until they arrive.
 */
export function WalletStats({ statistics }: { statistics: Statistics | undefined }) {
  return (
    <Stack as="section" aria-label="Summary" gap="3">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {statistics ? <Figures statistics={statistics} /> : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height="24" rounded="md" aria-hidden="true" />)}
      </SimpleGrid>
      {statistics && (
        <Text textStyle="sm" color="fg.muted">
          {walletCurrencyNote('Every wallet', statistics.currency, statistics.exchange_rates)}
        </Text>
      )}
    </Stack>
  )
}
