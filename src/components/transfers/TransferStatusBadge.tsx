import { StatusBadge } from '../data/StatusBadge'
import { transferStatusLabel, transferStatusPalette } from '../../domain/transferStatus'

/** A payout's status as a word on SPEC §4's colour (processing, neither done nor failed, is gray). */
export function TransferStatusBadge({ status }: { status: unknown }) {
  return <StatusBadge label={transferStatusLabel(status)} palette={transferStatusPalette(status)} />
}
