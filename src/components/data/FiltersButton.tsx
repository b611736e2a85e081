import { Box, Button } from '@chakra-ui/react'
import { FilterIcon } from '../common/icons'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

/** Opens a list's filters; a dot (and the words, for screen readers) says when any filter is active. */
export function FiltersButton({ active, onClick, expanded, controls }: { active: boolean; onClick: () => void; expanded?: boolean; controls?: string }) {
  const { t } = useMessages(commonMessages)
  return (
    <Button variant="outline" onClick={onClick} position="relative" aria-expanded={expanded} aria-controls={controls}>
      <FilterIcon />
      {t('filters')}
      {active && (
        <>
          <Box as="span" position="absolute" top="1" insetEnd="1" boxSize="2" rounded="full" bg="brand.solid" aria-hidden="true" data-testid="filters-active-dot" />
          <Box as="span" srOnly>
            {t('filtersActive')}
          </Box>
        </>
      )}
    </Button>
  )
}
