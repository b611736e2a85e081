import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { formatMoney } from '../../domain/money'

type Statistics = components['schemas']['WalletStatistics']

const count = new Intl.NumberFormat('en-US')
const usd = (amount: string) => formatMoney(amount, 'USD')

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

/** SPEC §2's four summary cards, over every wallet the search and filters match; skeletons until they arrive. */
export function WalletStats({ statistics }: { statistics: Statistics | undefined }) {
  return (
    <SimpleGrid as="section" aria-label="Summary" columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      {statistics ? (
        <>
          <Summary label="Total Wallets" value={count.format(statistics.total_wallets)} help={`${count.format(statistics.wallets_with_balance)} with a balance`} />
          <Summary label="Total Balance" value={usd(statistics.total_balance)} help={`Average ${usd(statistics.average_balance)}`} />
          <Summary label="Total Pending" value={usd(statistics.total_pending)} help={`${count.format(statistics.wallets_with_pending)} with pending funds`} />
          <Summary label="Combined Total" value={usd(statistics.total_combined)} help="Balance + pending" />
        </>
      ) : (
        Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height="24" rounded="md" aria-hidden="true" />)
      )}
    </SimpleGrid>
  )
}
