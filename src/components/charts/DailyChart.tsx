import { Chart, useChart } from '@chakra-ui/charts'
import { Box } from '@chakra-ui/react'
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'
import { formatMoney } from '../../domain/money'
import { localDate } from '../../domain/relativeTime'

export interface DailySeries<TKey extends string> {
  key: TKey
  label: string
  color: string
}

export interface DailyChartProps<TKey extends string> {
  /** The chart's accessible name, e.g. "Daily volume, last 30 days". */
  title: string
  /** One point a day: `day` is `YYYY-MM-DD`. */
  points: ({ day: string } & Record<TKey, number>)[]
  series: DailySeries<TKey>[]
  currency: string
}

/**
 * Daily money as bars (Chakra's charts over recharts: the design system's tokens, loaded only on the
 * overview screens through DailyChartLazy). The same figures are in a visually hidden table, so a
 * screen reader reads what the picture shows.
 */
export default function DailyChart<TKey extends string>({ title, points, series, currency }: DailyChartProps<TKey>) {
  const chart = useChart({ data: points, series: series.map((s) => ({ name: s.key, label: s.label, color: s.color })) })
  const money = (value: number) => formatMoney(value, currency)
  const day = (value: string) => localDate(`${value}T00:00:00`) ?? value
  return (
    <Box>
      <Chart.Root maxH="xs" chart={chart} aria-hidden="true">
        {/* A picture for the eye only (the table below carries the figures): nothing in it takes the keyboard focus. */}
        <BarChart responsive accessibilityLayer={false} tabIndex={-1} data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey="day" tickLine={false} axisLine={false} tickFormatter={(value: string) => value.slice(5)} minTickGap={16} />
          <YAxis tickLine={false} axisLine={false} width={72} tickFormatter={chart.formatNumber({ style: 'currency', currency, notation: 'compact' })} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={0} content={<Chart.Tooltip formatter={(value: number) => money(value)} />} />
          {series.length > 1 && <Legend content={<Chart.Legend />} />}
          {chart.series.map((item) => (
            <Bar key={String(item.name)} isAnimationActive={false} dataKey={String(item.name)} fill={chart.color(item.color)} radius={[3, 3, 0, 0]} />
          ))}
        </BarChart>
      </Chart.Root>
      <Box as="table" srOnly>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
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
                <td key={s.key}>{money(point[s.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}
