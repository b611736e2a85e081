import { ButtonGroup, HStack, IconButton, Text } from '@chakra-ui/react'
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../common/icons'

/** SPEC §2 pager: "Page X of Y" with first, previous, next and last; shown only when there is more than one page. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null
  const first = page <= 1
  const last = page >= totalPages
  return (
    <HStack as="nav" aria-label="Pagination" justify="space-between" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">{`Page ${page} of ${totalPages}`}</Text>
      <ButtonGroup size="sm" variant="outline" attached>
        <IconButton aria-label="First page" disabled={first} onClick={() => onPage(1)}>
          <ChevronsLeftIcon />
        </IconButton>
        <IconButton aria-label="Previous page" disabled={first} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label="Next page" disabled={last} onClick={() => onPage(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
        <IconButton aria-label="Last page" disabled={last} onClick={() => onPage(totalPages)}>
          <ChevronsRightIcon />
        </IconButton>
      </ButtonGroup>
    </HStack>
  )
}
