import { Card, Skeleton, Stat } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** One figure of an overview: its name, the value in tabular figures, and what it covers. */
export function FigureCard({ label, value, help, children }: { label: string; value: ReactNode; help?: ReactNode[]; children?: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline" minW="0">
      <Card.Body gap="3">
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums" overflowWrap="anywhere">
            {value}
          </Stat.ValueText>
          {/* A definition list holds only dt and dd: each line of help is one more dd. */}
          {help?.map((line, index) => (
            <Stat.HelpText as="dd" key={index}>
              {line}
            </Stat.HelpText>
          ))}
        </Stat.Root>
        {children}
      </Card.Body>
    </Card.Root>
  )
}

/** The card's shape while the figures load. */
export function FigureCardSkeleton() {
  return (
    <Card.Root size="sm" variant="outline" aria-hidden="true">
      <Card.Body gap="2">
        <Skeleton height="4" width="24" />
        <Skeleton height="8" width="36" />
        <Skeleton height="3" width="40" />
      </Card.Body>
    </Card.Root>
  )
}
