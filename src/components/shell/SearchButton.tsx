import { Box, Button } from '@chakra-ui/react'
import { SearchIcon } from '../common/icons'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

/** Apple keyboards say ⌘K, the others Ctrl K. */
const shortcut = () => (typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? '⌘K' : 'Ctrl K')

/** Opens the command palette; shows the shortcut that opens it from anywhere, where there is a keyboard to press it on. */
export function SearchButton({ onClick }: { onClick: () => void }) {
  const keys = shortcut()
  const { t } = useMessages(commonMessages)
  return (
    <Button variant="outline" color="fg.muted" justifyContent="space-between" w="full" fontWeight="normal" onClick={onClick} aria-keyshortcuts="Control+K Meta+K">
      <Box as="span" display="inline-flex" alignItems="center" gap="2">
        <SearchIcon />
        {t('searchButton')}
      </Box>
      {/* A touch screen has no Ctrl key to press (issue 35 §10). */}
      <Box as="kbd" fontFamily="inherit" fontSize="xs" borderWidth="1px" borderRadius="l1" px="1.5" aria-hidden="true" css={{ '@media (hover: none), (pointer: coarse)': { display: 'none' } }}>
        {keys}
      </Box>
    </Button>
  )
}
