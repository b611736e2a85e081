import { useQueries, type UseQueryOptions } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { components } from '../../api/schema'
import { CommandPalette, type PaletteGroup, type PaletteOption } from '../../components/palette/CommandPalette'
import type { MenuItem } from '../../domain/menu'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { transactionsMessages } from '../../i18n/messages/transactions.en'
import { statusWord } from '../../components/transactions/transactionWords'
import { PALETTE_MIN_TERM } from './debouncedSearch'
import { PALETTE_RESULTS_PER_KIND, paletteSources, type PaletteTarget } from './paletteSources'

export interface PaletteSearchProps {
  user: components['schemas']['User']
  /** The side menu's items: the screens the palette goes to. */
  items: MenuItem[]
  onClose: () => void
}

/** The command palette's searches (loaded on its first opening): the role's screens, then what its list screens find. */
export default function PaletteSearch({ user, items, onClose }: PaletteSearchProps) {
  const [query, setQuery] = useState('')
  const term = query.trim()
  const searchable = term.length >= PALETTE_MIN_TERM
  const navigate = useNavigate()
  const { t, locale, intl } = useMessages(commonMessages)
  const transactionWords = useMessages(transactionsMessages)
  const words = { intl, status: (status: unknown) => statusWord(transactionWords, status) }
  const sources = useMemo(() => paletteSources(items, user), [items, user])
  const reads = useQueries({
    queries: sources.map((source) => ({ ...(source.query(term) as UseQueryOptions), enabled: searchable, retry: false })),
  })

  const targets = new Map<string, PaletteTarget>()
  // The screens as the menu names them in the reader's language.
  const screens = items.map((item) => ({ to: item.to, label: t(item.labelKey) })).filter((item) => item.label.toLocaleLowerCase(locale).includes(term.toLocaleLowerCase(locale)))
  screens.forEach((item) => targets.set(`screen:${item.to}`, { to: item.to }))
  const groups: PaletteGroup[] = [{ title: t('paletteScreens'), options: screens.map((item) => ({ id: `screen:${item.to}`, label: item.label })) }]
  if (searchable) {
    sources.forEach((source, index) => {
      const data = reads[index]!.data
      // A result of an earlier text (kept while this one loads) is not offered as this one's.
      const current = data !== undefined && !reads[index]!.isPlaceholderData
      const hits = current ? source.hits(data, term, words).slice(0, PALETTE_RESULTS_PER_KIND) : []
      hits.forEach((hit) => targets.set(hit.id, hit.target))
      groups.push({ title: t(source.titleKey), options: hits.map(({ id, label, detail }) => ({ id, label, detail })) })
    })
  }
  const searching = searchable && reads.some((read) => read.isFetching && (read.data === undefined || read.isPlaceholderData))
  const failures = searchable ? [...new Set(reads.flatMap((read) => (read.isError ? [read.error.message] : [])))] : []

  const choose = (option: PaletteOption) => {
    const target = targets.get(option.id)
    if (!target) return
    onClose()
    void navigate({ to: target.to, search: target.search } as Parameters<typeof navigate>[0])
  }

  return (
    <CommandPalette
      query={query}
      onQueryChange={setQuery}
      finds={[t('paletteScreens'), ...sources.map((source) => t(source.titleKey))].map((title) => title.toLocaleLowerCase(locale)).join(t('paletteListSeparator'))}
      groups={groups}
      searching={searching}
      failures={failures}
      onChoose={choose}
      onClose={onClose}
    />
  )
}
