import { Card, Heading, Progress, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { DataTable, dataColumns } from '../data/DataTable'
import { DetailList } from '../data/DetailList'
import { formatCount, formatMoney } from '../../domain/money'
import { localDateTime } from '../../domain/relativeTime'
import { requestedRangeText, type CalculationFigures } from '../../domain/calculation'
import { formatPercent } from '../../domain/money'
import { rateSummaryText, ratesOf, settledNote, type CurrencyTotals } from '../../domain/settlement'

const dateOrNa = (value: string | null) => (value ? (localDateTime(value) ?? 'N/A') : 'N/A')

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm" variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'fees' }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums" color={tone === 'fees' ? 'fg.error' : undefined}>
            {value}
          </Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  )
}

function Share({ label, value, palette }: { label: string; value: number; palette: 'brand' | 'red' }) {
  return (
    <Progress.Root value={Math.min(100, Math.max(0, value))} colorPalette={palette} size="lg">
      <Stack direction="row" justify="space-between" mb="1">
        <Progress.Label>{label}</Progress.Label>
        <Progress.ValueText fontVariantNumeric="tabular-nums">{formatPercent(value)}</Progress.ValueText>
      </Stack>
      <Progress.Track aria-label={label} aria-valuetext={formatPercent(value)}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}

const col = dataColumns<CurrencyTotals>()
const charged = (field: 'volume' | 'fees' | 'net') => (row: CurrencyTotals) => formatMoney(row[field], row.currency)
const BY_CURRENCY_COLUMNS = col.columns([
  col.accessor('currency', { header: 'Currency' }),
  col.accessor((row) => formatCount(row.transactions), { id: 'transactions', header: 'Transactions', meta: { numeric: true } }),
  col.accessor(charged('volume'), { id: 'volume', header: 'Gross volume', meta: { numeric: true } }),
  col.accessor(charged('fees'), { id: 'fees', header: 'Fees', meta: { numeric: true } }),
  col.accessor(charged('net'), { id: 'net', header: 'Amount', meta: { numeric: true } }),
  col.accessor((row) => formatMoney(row.settled.net, row.settled.currency), { id: 'settled', header: 'Amount as settled', meta: { numeric: true } }),
  col.accessor((row) => (row.settled.exchange_rate ? rateSummaryText(row.settled.exchange_rate) : 'No conversion'), { id: 'rate', header: 'Exchange rate' }),
])

/**
 * SPEC §2's results: range and dates, the four totals (fees in red), averages, the revenue breakdown and
 * the other details, all in the settlement currency as settled; then the same payments per currency
 * they were charged in, with the rates recorded on the converted ones.
 */
export function CalculationResults({ figures }: { figures: CalculationFigures }) {
  const money = (amount: number | null) => (amount === null ? 'N/A' : formatMoney(amount, figures.currency))
  return (
    <Stack gap="4" aria-live="polite">
      <Section title="Date Range">
        <DetailList
          items={[
            ['Requested range', requestedRangeText(figures.requested, (value) => localDateTime(value) ?? value)],
            ['First transaction', dateOrNa(figures.firstTransaction)],
            ['Last transaction', dateOrNa(figures.lastTransaction)],
          ]}
        />
      </Section>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <Figure label="Total Transactions" value={formatCount(figures.transactionCount)} />
        <Figure label="Total Revenue" value={money(figures.totalRevenue)} />
        <Figure label="Total Fees" value={money(figures.totalFees)} tone="fees" />
        <Figure label="Gross Volume" value={money(figures.grossVolume)} />
      </SimpleGrid>
      {/* The settled totals name their rates at once; the same payments per currency they were charged in follow. */}
      <Text fontSize="sm" color="fg.muted">
        {`Completed transactions only. ${settledNote(figures.currency, ratesOf(figures.byCurrency))} Amounts in different currencies are never added at face value.`}
      </Text>
      <Section title="By Currency">
        <DataTable caption="Totals by currency" columns={BY_CURRENCY_COLUMNS} rows={figures.byCurrency} empty={<Text color="fg.muted">No completed transactions in this range.</Text>} getRowId={(row) => row.currency} />
      </Section>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title="Averages">
          <DetailList
            items={[
              ['Average amount', money(figures.averageAmount)],
              ['Average fees', money(figures.averageFees)],
              ['Average gross', money(figures.averageGross)],
            ]}
          />
        </Section>
        <Section title="Revenue Breakdown">
          <Stack gap="4">
            <Share label="Amount" value={figures.amountPercentage} palette="brand" />
            <Share label="Fees" value={figures.feePercentage} palette="red" />
          </Stack>
        </Section>
      </SimpleGrid>
      <Section title="Additional Details">
        <DetailList
          items={[
            ['Total from amount', money(figures.totalFromAmount)],
            ['Total gross amount', money(figures.grossVolume)],
            ['Fee percentage', formatPercent(figures.feePercentage)],
            ['Amount percentage', formatPercent(figures.amountPercentage)],
          ]}
        />
      </Section>
    </Stack>
  )
}

/** Skeletons shaped like the results while the calculation runs. */
export function CalculationResultsSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Calculating">
      <Skeleton height="28" rounded="md" />
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height="24" rounded="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Skeleton height="36" rounded="md" />
        <Skeleton height="36" rounded="md" />
      </SimpleGrid>
    </Stack>
  )
}
