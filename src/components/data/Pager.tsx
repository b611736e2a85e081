import { ButtonGroup, HStack, IconButton, Text } from '@chakra-ui/react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { number } from './listNumber'
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../common/icons'

/**
 * SPEC §2 pager: "Page X of Y" with first, previous, next and last; shown only when there is more than one page. The
 * buttons follow the reading direction (first at the start) and so do their arrows: mirrored right to left.
 */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const messages = useMessages(commonMessages)
  const { t } = messages
  if (totalPages <= 1) return null
  const first = page <= 1
  const last = page >= totalPages
  return (
    <HStack as="nav" aria-label={t('pagination')} justify="space-between" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('pageOf', { page: number(messages, page), total: number(messages, totalPages) })}
      </Text>
      <ButtonGroup size="sm" variant="outline" attached css={{ '& svg': { _rtl: { transform: 'scaleX(-1)' } } }}>
        <IconButton aria-label={t('firstPage')} disabled={first} onClick={() => onPage(1)}>
          <ChevronsLeftIcon />
        </IconButton>
        <IconButton aria-label={t('previousPage')} disabled={first} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={t('nextPage')} disabled={last} onClick={() => onPage(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
        <IconButton aria-label={t('lastPage')} disabled={last} onClick={() => onPage(totalPages)}>
          <ChevronsRightIcon />
        </IconButton>
      </ButtonGroup>
    </HStack>
  )
}
