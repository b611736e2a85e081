import { StatusBadge } from '../data/StatusBadge'
import { transferStatusPalette } from '../../domain/transferStatus'
import { useTransfersWords } from './transfersWords'

/** A payout's status as a word on SPEC §4's colour (processing, neither done nor failed, is gray). */
export function TransferStatusBadge({ status }: { status: unknown }) {
  const { status: word } = useTransfersWords()
  return <StatusBadge label={word(status)} palette={transferStatusPalette(status)} />
}
