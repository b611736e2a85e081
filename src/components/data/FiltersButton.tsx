import { Box, Button } from '@chakra-ui/react'
import { FilterIcon } from '../common/icons'

/** Opens a list's filters; a dot (and the words, for screen readers) says when any filter is active. */
export function FiltersButton({ active, onClick, expanded, controls }: { active: boolean; onClick: () => void; expanded?: boolean; controls?: string }) {
  return (
    <Button variant="outline" onClick={onClick} position="relative" aria-expanded={expanded} aria-controls={controls}>
      <FilterIcon />
      Filters
      {active && (
        <>
          <Box as="span" position="absolute" top="1" right="1" boxSize="2" rounded="full" bg="brand.solid" aria-hidden="true" data-testid="filters-active-dot" />
          <Box as="span" srOnly>
            (active)
          </Box>
        </>
      )}
    </Button>
  )
}
