import { Text } from '@chakra-ui/react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { number } from './listNumber'

/** What a list counts, with its plural forms in the shared catalog. */
const RANGE_OF = { transactions: 'rangeTransactions', subscriptions: 'rangeSubscriptions' } as const

export type ListNoun = keyof typeof RANGE_OF

/**
 * "Showing 21–40 of 60 transactions": where the page on screen sits in the whole list, the noun agreeing with the
 * count in the reader's language (Intl.PluralRules: Arabic's two, few and many too). Nothing when it is empty.
 */
export function ListRange({ page, pageSize, shown, total, noun }: { page: number; pageSize: number; shown: number; total: number; noun: ListNoun }) {
  const t = useMessages(commonMessages)
  if (shown === 0 || total === 0) return null
  const first = (page - 1) * pageSize + 1
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {t.t(RANGE_OF[noun], { count: total, first: number(t, first), last: number(t, first + shown - 1), total: number(t, total) })}
    </Text>
  )
}
