import type { ReactNode } from 'react'
import { Card, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { formatCount, formatExchangeRate, formatMoney, formatRate } from '../../domain/money'
import type { ExchangeRateSummary } from '../../domain/settlement'
import { interpolateParts } from '../../i18n/format'
import { useMessages } from '../../i18n/appLocale'
import { walletsAdminMessages, type WalletsAdminKey } from '../../i18n/messages/walletsAdmin.en'
import type { Translator } from '../../i18n/translator'

type Statistics = components['schemas']['WalletStatistics']

function Summary({ label, value, help }: { label: string; value: string; help: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums">
            <bdi dir="ltr">{value}</bdi>
          </Stat.ValueText>
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
  const { t, raw, intl, dir } = useMessages(walletsAdminMessages)
  const money = (amount: string) => formatMoney(amount, statistics.currency, 2, intl)
  const count = (key: WalletsAdminKey, value: number) => t(key, { count: value, number: formatCount(value, intl) })
  return (
    <>
      <Summary label={t('totalWallets')} value={formatCount(statistics.total_wallets, intl)} help={count('withBalance', statistics.wallets_with_balance)} />
      <Summary
        label={t('totalBalance')}
        value={money(statistics.total_balance)}
        help={
          // An amount inside a right-to-left sentence keeps left to right.
          dir === 'rtl' ? interpolateParts(raw('average'), { amount: <bdi key="amount" dir="ltr">{money(statistics.average_balance)}</bdi> }) : t('average', { amount: money(statistics.average_balance) })
        }
      />
      <Summary label={t('totalPending')} value={money(statistics.total_pending)} help={count('withPending', statistics.wallets_with_pending)} />
      <Summary label={t('combinedTotal')} value={money(statistics.total_combined)} help={t('balancePlusPending')} />
    </>
  )
}

/**
 * What a converted figure converted, and at what (src/domain/settlement.ts's words, in the reader's language): "EUR
 * converted at 1 EUR = 1.0855 USD on average (1.0834 to 1.0870), Sandbox reference rate, over 16 payments".
 */
function conversionText(rates: readonly ExchangeRateSummary[], { t, intl, dir }: Pick<Translator<WalletsAdminKey>, 't' | 'intl' | 'dir'>): string {
  // A rate ("1 EUR = 1.0850 USD") is read left to right: isolated inside a right-to-left sentence (LRI … PDI).
  const isolated = (text: string) => (dir === 'rtl' ? `\u2066${text}\u2069` : text)
  return rates
    .map((summary) => {
      const rate = isolated(formatExchangeRate(summary.from, summary.to, summary.rate, intl))
      const range = summary.lowest === summary.highest ? rate : t('rateRange', { rate, lowest: formatRate(summary.lowest, intl), highest: formatRate(summary.highest, intl) })
      const detailed = t('rateSource', { range, source: summary.source, count: summary.transactions, number: formatCount(summary.transactions, intl) })
      return t('converted', { from: summary.from, rate: detailed })
    })
    .join('; ')
}

/** Every wallet's currency, and the rates of the payments converted into it. */
function CurrencyNote({ statistics }: { statistics: Statistics }) {
  const words = useMessages(walletsAdminMessages)
  const held = words.t('currencyHeld', { currency: statistics.currency })
  const converted = statistics.exchange_rates.length ? ` ${words.t('currencyConverted', { conversion: conversionText(statistics.exchange_rates, words) })}` : ''
  return (
    <Text textStyle="sm" color="fg.muted">
      {held}
      {converted}
    </Text>
  )
}

/**
 * SPEC §2's four summary cards, over every wallet the search and filters match, in the currency every
 * wallet holds, with the rates of the payments they converted; skeletons until they arrive.
 */
export function WalletStats({ statistics }: { statistics: Statistics | undefined }) {
  const { t } = useMessages(walletsAdminMessages)
  return (
    <Stack as="section" aria-label={t('summary')} gap="3">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {statistics ? <Figures statistics={statistics} /> : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height="24" rounded="md" aria-hidden="true" />)}
      </SimpleGrid>
      {statistics && <CurrencyNote statistics={statistics} />}
    </Stack>
  )
}
