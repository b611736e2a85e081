import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import type { MenuLabelKey } from '../../domain/menu'
import { LanguageSelect } from '../common/LanguageSelect'

export interface SideMenuItem {
  to: string
  /** The label's key in the shared catalog (src/domain/menu.ts). */
  labelKey: MenuLabelKey
}

const isActive = (to: string, activePath: string) => activePath === to || activePath.startsWith(`${to}/`)

/**
 * The role's menu with the active item highlighted, then the language, the account and Logout: on a wide screen in the
 * side column, on a phone in the drawer (its header keeps the menu button, the name and Search, which fill 390 px).
 */
export function SideMenu({ items, activePath, userEmail, onLogout, onNavigate }: { items: SideMenuItem[]; activePath: string; userEmail: string; onLogout: () => void; onNavigate?: () => void }) {
  const { t } = useMessages(commonMessages)
  return (
    <Stack as="nav" aria-label={t('mainMenu')} gap="1" h="full">
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" flex="1">
        {items.map((item) => {
          const active = isActive(item.to, activePath)
          return (
            <Box as="li" key={item.to}>
              <Button
                asChild
                variant={active ? 'subtle' : 'ghost'}
                colorPalette={active ? 'brand' : 'gray'}
                justifyContent="flex-start"
                w="full"
                fontWeight={active ? 'semibold' : 'normal'}
              >
                <Link to={item.to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                  {t(item.labelKey)}
                </Link>
              </Button>
            </Box>
          )
        })}
      </Stack>
      <Stack gap="2" pt="4" borderTopWidth="1px" alignItems="stretch">
        <LanguageSelect />
        <Text fontSize="sm" color="fg.muted" truncate title={userEmail}>
          <bdi dir="ltr">{userEmail}</bdi>
        </Text>
        <Button variant="outline" onClick={onLogout} w="full">
          {t('logout')}
        </Button>
      </Stack>
    </Stack>
  )
}
