import { Chart, useChart } from '@chakra-ui/charts'
import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps, type TooltipValueType } from 'recharts'
import { formatCompactMoney, formatMoney } from '../../domain/money'
import { localDate, localShortDate } from '../../domain/relativeTime'
import { useMessages } from '../../i18n/appLocale'
import { overviewMessages } from '../../i18n/messages/overview.en'
import { Ltr } from '../../i18n/Ltr'
import { isolateLtr } from '../../i18n/isolate'

export interface DailySeries<TKey extends string> {
  key: TKey
  label: string
  color: string
  /** Drawn against an axis of its own on the right (the left, right to left): a series far smaller than the others (fees beside volume) stays readable. */
  ownAxis?: boolean
}

export interface DailyChartProps<TKey extends string> {
  /** The chart's accessible name, e.g. "Daily volume, last 30 days". */
  title: string
  /** One point a day: `day` is `YYYY-MM-DD`. */
  points: ({ day: string } & Record<TKey, number>)[]
  series: DailySeries<TKey>[]
  currency: string
}

const OWN_AXIS = 'own'
const dayOf = (value: string) => `${value}T00:00:00`

/** A series' colour beside its name, in the legend and the tooltip. */
function Swatch({ color }: { color: string }) {
  return <Box as="span" display="inline-block" flexShrink="0" boxSize="2.5" rounded="sm" style={{ background: color }} />
}

/**
 * Daily money as bars (Chakra's charts over recharts: the design system's tokens, loaded only on the
 * overview screens through DailyChartLazy), days and amounts in the reader's language (days in the browser's own
 * format in English), each series named with its colour; a series with an axis of its own is read against the
 * right-hand scale. Right to left, time runs from right to left and the scales swap sides. A period without a figure
 * says so instead of drawing empty axes. The same figures are in a visually hidden table, so a screen reader
 * reads what the picture shows; the table is inside a clipped box, so it adds no length to the page.
 */
export default function DailyChart<TKey extends string>({ title, points, series, currency }: DailyChartProps<TKey>) {
  const { t, intl, dates, dir } = useMessages(overviewMessages)
  const chart = useChart({ data: points, series: series.map((s) => ({ name: s.key, label: s.label, color: s.color })) })
  const money = (value: number) => formatMoney(value, currency, 2, intl)
  const day = (value: string) => localDate(dayOf(value), dates) ?? value
  const compact = (value: number) => isolateLtr(formatCompactMoney(value, currency, intl), dir)
  const legend = (s: DailySeries<TKey>) => (s.ownAxis && series.length > 1 ? t('rightAxis', { label: s.label }) : s.label)
  const rtl = dir === 'rtl'

  if (!points.some((point) => series.some((s) => point[s.key] !== 0))) {
    return (
      <Stack minH="32" align="center" justify="center" rounded="md" borderWidth="1px" borderStyle="dashed" p="6" textAlign="center">
        <Text fontWeight="medium">{t('chartEmpty')}</Text>
        <Text textStyle="sm" color="fg.muted">
          {t('chartEmptyHint')}
        </Text>
      </Stack>
    )
  }

  const tooltip = ({ active, payload, label }: TooltipContentProps<TooltipValueType, string | number>) =>
    active && payload?.length ? (
      <Stack gap="1" bg="bg.panel" borderWidth="1px" rounded="md" shadow="md" px="3" py="2" textStyle="xs">
        <Text fontWeight="medium">{day(String(label))}</Text>
        {series.map((s) => (
          <HStack key={s.key} gap="2" justify="space-between">
            <HStack gap="1.5">
              <Swatch color={chart.color(s.color)} />
              <Text>{s.label}</Text>
            </HStack>
            <Text fontVariantNumeric="tabular-nums">
              <Ltr>{money(Number(payload.find((item) => item.dataKey === s.key)?.value ?? 0))}</Ltr>
            </Text>
          </HStack>
        ))}
      </Stack>
    ) : null

  return (
    <Box>
      <Box aria-hidden="true">
        {series.length > 1 && (
          <HStack as="ul" listStyleType="none" gap="4" mb="2" textStyle="sm" flexWrap="wrap">
            {series.map((s) => (
              <HStack as="li" key={s.key} gap="1.5">
                <Swatch color={chart.color(s.color)} />
                {legend(s)}
              </HStack>
            ))}
          </HStack>
        )}
        <Chart.Root maxH="xs" chart={chart}>
          {/* A picture for the eye only (the table below carries the figures): nothing in it takes the keyboard focus. */}
          <BarChart responsive accessibilityLayer={false} tabIndex={-1} data={chart.data} barGap={1}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey="day" reversed={rtl} tickLine={false} axisLine={false} tickFormatter={(value: string) => localShortDate(dayOf(value), dates) ?? value} minTickGap={16} />
            <YAxis orientation={rtl ? 'right' : 'left'} tickLine={false} axisLine={false} width={72} tickFormatter={compact} />
            {series.some((s) => s.ownAxis) && <YAxis yAxisId={OWN_AXIS} orientation={rtl ? 'left' : 'right'} tickLine={false} axisLine={false} width={64} tickFormatter={compact} />}
            <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={0} content={tooltip} />
            {series.map((s) => (
              <Bar key={s.key} yAxisId={s.ownAxis ? OWN_AXIS : 0} isAnimationActive={false} dataKey={s.key} fill={chart.color(s.color)} radius={[3, 3, 0, 0]} />
            ))}
          </BarChart>
        </Chart.Root>
      </Box>
      <Box srOnly>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">{day(point.day)}</th>
                {series.map((s) => (
                  <td key={s.key}>
                    <Ltr>{money(point[s.key])}</Ltr>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  )
}
