import { Card, Heading, Progress, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react'
import { useMemo, type ReactNode } from 'react'
import { DataTable, dataColumns } from '../data/DataTable'
import { DetailList } from '../data/DetailList'
import { formatCount, formatMoney } from '../../domain/money'
import { localDateTime } from '../../domain/relativeTime'
import { requestedRangeText, type CalculationFigures } from '../../domain/calculation'
import { formatPercent } from '../../domain/money'
import { rateSummaryText, ratesOf, settledNote, type CurrencyTotals, type SettlementWords } from '../../domain/settlement'
import { useMessages } from '../../i18n/appLocale'
import { calculatorMessages } from '../../i18n/messages/calculator.en'
import { settlementMessages } from '../../i18n/messages/settlement.en'
import type { Translator } from '../../i18n/translator'
import { Ltr } from '../../i18n/Ltr'

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

function Figure({ label, value, tone }: { label: string; value: ReactNode; tone?: 'fees' }) {
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

function Share({ label, value, palette, intl }: { label: string; value: number; palette: 'brand' | 'red'; intl: string }) {
  const percent = formatPercent(value, 2, intl)
  return (
    <Progress.Root value={Math.min(100, Math.max(0, value))} colorPalette={palette} size="lg">
      <Stack direction="row" justify="space-between" mb="1">
        <Progress.Label>{label}</Progress.Label>
        <Progress.ValueText fontVariantNumeric="tabular-nums">{percent}</Progress.ValueText>
      </Stack>
      <Progress.Track aria-label={label} aria-valuetext={percent}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}

const col = dataColumns<CurrencyTotals>()

/** The payments per currency they were charged in, in the reader's words and figures. */
function byCurrencyColumns({ t, intl }: Translator<keyof typeof calculatorMessages.en>, w: SettlementWords) {
  const charged = (field: 'volume' | 'fees' | 'net') => (row: CurrencyTotals) => formatMoney(row[field], row.currency, 2, intl)
  const ltr = (info: { getValue: () => unknown }) => <Ltr>{String(info.getValue())}</Ltr>
  return col.columns([
    col.accessor('currency', { header: t('currency') }),
    col.accessor((row) => formatCount(row.transactions, intl), { id: 'transactions', header: t('transactions'), meta: { numeric: true } }),
    col.accessor(charged('volume'), { id: 'volume', header: t('grossVolumeColumn'), meta: { numeric: true }, cell: ltr }),
    col.accessor(charged('fees'), { id: 'fees', header: t('fees'), meta: { numeric: true }, cell: ltr }),
    col.accessor(charged('net'), { id: 'net', header: t('amount'), meta: { numeric: true }, cell: ltr }),
    col.accessor((row) => formatMoney(row.settled.net, row.settled.currency, 2, intl), { id: 'settled', header: t('amountAsSettled'), meta: { numeric: true }, cell: ltr }),
    col.accessor((row) => (row.settled.exchange_rate ? rateSummaryText(row.settled.exchange_rate, {}, w) : t('noConversion')), { id: 'rate', header: t('exchangeRate') }),
  ])
}

/**
 * SPEC §2's results: range and dates, the four totals (fees in red), averages, the revenue breakdown and
 * the other details, all in the settlement currency as settled; then the same payments per currency
 * they were charged in, with the rates recorded on the converted ones.
 */
export function CalculationResults({ figures }: { figures: CalculationFigures }) {
  const words = useMessages(calculatorMessages)
  const { t, intl, dates } = words
  const w = useMessages(settlementMessages)
  const columns = useMemo(() => byCurrencyColumns(words, w), [words, w])
  const money = (amount: number | null) => (amount === null ? t('notAvailable') : <Ltr>{formatMoney(amount, figures.currency, 2, intl)}</Ltr>)
  const dateOrNa = (value: string | null) => (value ? (localDateTime(value, dates) ?? t('notAvailable')) : t('notAvailable'))
  const percent = (value: number) => formatPercent(value, 2, intl)
  return (
    <Stack gap="4" aria-live="polite">
      <Section title={t('dateRangeTitle')}>
        <DetailList
          items={[
            [t('requestedRange'), requestedRangeText(figures.requested, (value) => localDateTime(value, dates) ?? value, t)],
            [t('firstTransaction'), dateOrNa(figures.firstTransaction)],
            [t('lastTransaction'), dateOrNa(figures.lastTransaction)],
          ]}
        />
      </Section>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <Figure label={t('totalTransactions')} value={formatCount(figures.transactionCount, intl)} />
        <Figure label={t('merchantsNet')} value={money(figures.merchantsNet)} />
        <Figure label={t('totalFees')} value={money(figures.totalFees)} tone="fees" />
        <Figure label={t('grossVolume')} value={money(figures.grossVolume)} />
      </SimpleGrid>
      {/* The settled totals name their rates at once; the same payments per currency they were charged in follow. */}
      <Text fontSize="sm" color="fg.muted">
        {t('completedOnly', { note: settledNote(figures.currency, ratesOf(figures.byCurrency), w) })}
      </Text>
      <Section title={t('byCurrency')}>
        <DataTable caption={t('totalsByCurrency')} columns={columns} rows={figures.byCurrency} empty={<Text color="fg.muted">{t('noCompleted')}</Text>} getRowId={(row) => row.currency} />
      </Section>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title={t('averages')}>
          <DetailList
            items={[
              [t('averageAmount'), money(figures.averageAmount)],
              [t('averageFees'), money(figures.averageFees)],
              [t('averageGross'), money(figures.averageGross)],
            ]}
          />
        </Section>
        <Section title={t('revenueBreakdown')}>
          <Stack gap="4">
            <Share label={t('amount')} value={figures.amountPercentage} palette="brand" intl={intl} />
            <Share label={t('fees')} value={figures.feePercentage} palette="red" intl={intl} />
          </Stack>
        </Section>
      </SimpleGrid>
      <Section title={t('additionalDetails')}>
        <DetailList
          items={[
            // The gross volume once; the per-transaction sum beside it only where it differs.
            ...(figures.totalFromAmount === null ? [] : [[t('totalFromAmount'), money(figures.totalFromAmount)] satisfies [string, ReactNode]]),
            [t('totalGrossAmount'), money(figures.grossVolume)],
            [t('feePercentage'), percent(figures.feePercentage)],
            [t('amountPercentage'), percent(figures.amountPercentage)],
          ]}
        />
      </Section>
    </Stack>
  )
}

/** Skeletons shaped like the results while the calculation runs. */
export function CalculationResultsSkeleton() {
  const { t } = useMessages(calculatorMessages)
  return (
    <Stack gap="4" aria-busy="true" aria-label={t('calculating')}>
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
