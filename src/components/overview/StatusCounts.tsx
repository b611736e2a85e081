import { HStack, Stack, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { TransactionStatusBadge } from '../data/StatusBadge'

type Counts = components['schemas']['TransactionStatusCounts']

const ORDER: (keyof Counts)[] = ['COMPLETED', 'PENDING', 'FAILED', 'CANCELED']

/** Transactions by status: the status in words on its SPEC §4 colour, then the count. */
export function StatusCounts({ counts, label }: { counts: Counts; label: string }) {
  return (
    <Stack as="ul" aria-label={label} direction="row" wrap="wrap" gap="3" listStyleType="none" m="0" p="0">
      {ORDER.map((status) => (
        <HStack as="li" key={status} gap="1.5">
          <TransactionStatusBadge status={status} />
          <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="medium">
            {counts[status]}
          </Text>
        </HStack>
      ))}
    </Stack>
  )
}
