import { Badge } from '@chakra-ui/react'
import { statusColorPalette } from '../../domain/transactionStatus'
import { useMessages } from '../../i18n/appLocale'
import { transactionsMessages } from '../../i18n/messages/transactions.en'
import { statusWord } from '../transactions/transactionWords'
import type { Palette } from '../../theme/system'
import { commonMessages } from '../../i18n/messages/common.en'

/** A state as a word on a coloured badge: never colour alone (DESIGN "Status colours"); a rule's English word in the reader's language. */
export function StatusBadge({ label, palette }: { label: string; palette: Palette }) {
  const { text } = useMessages(commonMessages)
  return (
    <Badge colorPalette={palette} variant="surface" whiteSpace="nowrap">
      {text(label)}
    </Badge>
  )
}

/** A transaction's status in SPEC §4's colours and the reader's words (CANCELLED folded into Cancelled). */
export function TransactionStatusBadge({ status }: { status: unknown }) {
  return <StatusBadge label={statusWord(useMessages(transactionsMessages), status)} palette={statusColorPalette(status)} />
}
