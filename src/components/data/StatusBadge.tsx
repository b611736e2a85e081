import { Badge } from '@chakra-ui/react'
import { statusColorPalette, transactionStatusLabel } from '../../domain/transactionStatus'
import type { Palette } from '../../theme/system'

/** A state as a word on a coloured badge: never colour alone (DESIGN "Status colours"). */
export function StatusBadge({ label, palette }: { label: string; palette: Palette }) {
  return (
    <Badge colorPalette={palette} variant="surface" whiteSpace="nowrap">
      {label}
    </Badge>
  )
}

/** A transaction's status in SPEC §4's colours (CANCELLED folded into Cancelled). */
export function TransactionStatusBadge({ status }: { status: unknown }) {
  return <StatusBadge label={transactionStatusLabel(status)} palette={statusColorPalette(status)} />
}
