import { Card, Heading, Stack, Text } from '@chakra-ui/react'
import { DailyChartLazy } from '../charts/DailyChartLazy'
import type { DailySeries } from '../charts/DailyChart'

type Point<TKey extends string> = { day: string } & Record<TKey, number>

/** The period's daily money as bars, titled with its period and currency, with a note on how it was converted (the chart library loads only here). */
export function OverviewChart<TKey extends string>({ title, points, series, currency, note }: { title: string; points: Point<TKey>[]; series: DailySeries<TKey>[]; currency: string; note: string }) {
  return (
    <Card.Root as="section" aria-labelledby="daily-chart-title" size="sm" variant="outline" minW="0">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="daily-chart-title">
            {title}
          </Heading>
          <DailyChartLazy title={title} points={points} series={series} currency={currency} />
          <Text textStyle="xs" color="fg.muted">
            {note}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
