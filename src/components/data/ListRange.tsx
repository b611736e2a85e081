import { Text } from '@chakra-ui/react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { number } from './listNumber'

/** What a list counts, with its plural forms in the shared catalog: a page of it, and the whole of it. */
const RANGE_OF = { transactions: 'rangeTransactions', subscriptions: 'rangeSubscriptions' } as const
const COUNT_OF = { transactions: 'countTransactions', subscriptions: 'countSubscriptions' } as const

export type ListNoun = keyof typeof RANGE_OF

/**
 * "Showing 21–40 of 60 transactions": where the page on screen sits in the whole list, the noun agreeing with the
 * count in the reader's language (Intl.PluralRules: Arabic's two, few and many too). A list wholly on screen is
 * counted, not ranged: "1 transaction", "7 transactions" (issue 35 §12: not "Showing 1–1 of 1 transactions").
 * Nothing when it is empty.
 */
export function ListRange({ page, pageSize, shown, total, noun }: { page: number; pageSize: number; shown: number; total: number; noun: ListNoun }) {
  const t = useMessages(commonMessages)
  if (shown === 0 || total === 0) return null
  const first = (page - 1) * pageSize + 1
  const whole = first === 1 && shown === total
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {whole ? t.t(COUNT_OF[noun], { count: total, total: number(t, total) }) : t.t(RANGE_OF[noun], { count: total, first: number(t, first), last: number(t, first + shown - 1), total: number(t, total) })}
    </Text>
  )
}
