import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { useCallback, useId, useRef, useState, type ReactNode } from 'react'
import { CloseIcon } from '../common/icons'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { FiltersButton } from './FiltersButton'
import { FiltersAppliedContext, isPhoneWidth } from './filtersApplied'
import { SEARCH_DEBOUNCE_MS, SearchBox, type SearchBoxProps } from './SearchBox'

/** One filter in force, shown as a chip: its name, its value in words, and how to lift it. */
export interface ActiveFilter {
  key: string
  label: string
  value: string
  onRemove: () => void
}

/** The chips of the filters in force: `[key, label, value in words or undefined when not set]`, each lifted by `onRemove(key)`. */
export function activeFilterChips<K extends string>(entries: readonly (readonly [K, string, string | undefined])[], onRemove: (key: K) => void): ActiveFilter[] {
  return entries.flatMap(([key, label, value]) => (value === undefined ? [] : [{ key, label, value, onRemove: () => onRemove(key) }]))
}

/**
 * The search of a paged list whose search lives in the URL: a new term starts again from page 1 and replaces the
 * history entry (typing is not a trail of Back steps).
 */
export function pagedListSearch(
  label: string,
  placeholder: string,
  value: string | undefined,
  go: (patch: { search: string | undefined; page: undefined }, options: { replace: true }) => void,
): SearchBoxProps {
  return { label, placeholder, value: value ?? '', onSearch: (term) => go({ search: term || undefined, page: undefined }, { replace: true }) }
}

export interface ListToolbarProps {
  /** The list's search: as typed, after a pause (`SEARCH_DEBOUNCE_MS`), unless it has a Search button (`submitLabel`). */
  search?: SearchBoxProps
  filters?: {
    active: ActiveFilter[]
    /** Lifts every filter at once (the search stays). */
    onClearAll: () => void
    /** The list's filter form (a `FilterForm`), shown under the toolbar while the Filters button is pressed. */
    panel: ReactNode
  }
  /** The list's `ExportCsvButton`. */
  exportAction?: ReactNode
}

/**
 * Every list's one toolbar, above its table: search, Filters, export, in that order (DESIGN "Dashboard"); the
 * filters in force as removable chips with Clear all; the Filters button opens the filter form in place.
 */
export function ListToolbar({ search, filters, exportAction }: ListToolbarProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toolbarRef = useRef<HTMLDivElement>(null)
  const { t } = useMessages(commonMessages)
  // On a phone the panel and the results do not fit on one screen: applied filters close it and bring the results.
  const applied = useCallback(() => {
    if (!isPhoneWidth()) return
    setOpen(false)
    requestAnimationFrame(() => moveToResults(toolbarRef.current))
  }, [])
  return (
    <Stack gap="3" data-list-toolbar="" ref={toolbarRef}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="2" align={{ base: 'stretch', md: 'center' }}>
        {search ? <SearchBox debounceMs={search.submitLabel ? undefined : SEARCH_DEBOUNCE_MS} {...search} /> : <Box flex="1" display={{ base: 'none', md: 'block' }} />}
        {(filters || exportAction) && (
          <HStack gap="2" flexShrink={0} wrap="wrap">
            {filters && <FiltersButton active={filters.active.length > 0} expanded={open} controls={open ? panelId : undefined} onClick={() => setOpen((was) => !was)} />}
            {exportAction}
          </HStack>
        )}
      </Stack>
      {filters && filters.active.length > 0 && (
        <HStack role="group" aria-label={t('activeFilters')} gap="2" wrap="wrap">
          {filters.active.map((filter) => (
            <HStack key={filter.key} gap="1" ps="3" pe="1" py="0.5" borderWidth="1px" rounded="full" bg="bg.subtle" fontSize="sm" maxW="full" minW="0">
              <Text as="span" truncate>
                <Text as="span" color="fg.muted">{t('filterChip', { label: filter.label })}</Text>
                {filter.value}
              </Text>
              <IconButton size="2xs" variant="ghost" rounded="full" aria-label={t('removeFilter', { label: filter.label, value: filter.value })} onClick={filter.onRemove}>
                <CloseIcon />
              </IconButton>
            </HStack>
          ))}
          <Button size="xs" variant="ghost" onClick={filters.onClearAll}>
            {t('clearAll')}
          </Button>
        </HStack>
      )}
      {filters && open && (
        <Box id={panelId}>
          <FiltersAppliedContext.Provider value={applied}>{filters.panel}</FiltersAppliedContext.Provider>
        </Box>
      )}
    </Stack>
  )
}

/** Scrolls the toolbar's list (its results, marked `LIST_RESULTS`, that follow it) into view and puts the focus there. */
function moveToResults(toolbar: HTMLElement | null) {
  if (!toolbar) return
  const results = [...toolbar.ownerDocument.querySelectorAll<HTMLElement>('[data-list-results]')].find((element) => toolbar.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
  const target = results ?? toolbar
  target.scrollIntoView({ block: 'start' })
  if (results) results.focus({ preventScroll: true })
}
