import { Skeleton } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'
import type { DailyChartProps } from './DailyChart'

// The chart library arrives after the page's figures, in its own chunk (never on the checkout or login).
const DailyChart = lazy(() => import('./DailyChart'))

export function DailyChartLazy<TKey extends string>(props: DailyChartProps<TKey>) {
  return (
    <Suspense fallback={<Skeleton height="xs" rounded="md" />}>
      <DailyChart {...(props as DailyChartProps<string>)} />
    </Suspense>
  )
}
