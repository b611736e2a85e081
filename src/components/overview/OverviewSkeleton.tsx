import { Card, SimpleGrid, Skeleton } from '@chakra-ui/react'
import { FigureCardSkeleton } from './FigureCard'

/** The figures' cards and the chart's box, shaped as they will be, while the overview loads. */
export function FiguresSkeleton({ cards }: { cards: number }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" aria-hidden="true">
      {Array.from({ length: cards }, (_, index) => (
        <FigureCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  )
}

export function ChartSkeleton() {
  return (
    <Card.Root size="sm" variant="outline" aria-hidden="true">
      <Card.Body gap="3">
        <Skeleton height="5" width="48" />
        <Skeleton height="xs" rounded="md" />
      </Card.Body>
    </Card.Root>
  )
}
