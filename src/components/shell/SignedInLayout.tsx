import { Box, CloseButton, Drawer, Flex, IconButton, Portal, Stack, Text } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { MenuIcon } from '../common/icons'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { SearchButton } from './SearchButton'
import { SideMenu, type SideMenuItem } from './SideMenu'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink'
import { SubscriptionBanner } from './SubscriptionBanner'

export interface SignedInLayoutProps {
  productName: string
  items: SideMenuItem[]
  activePath: string
  userEmail: string
  showSubscriptionBanner: boolean
  onLogout: () => void
  /** Opens the command palette (the header's Search button). */
  onOpenSearch: () => void
  children: ReactNode
}

/** The signed-in area: the skip link, the Search button, side menu (a slide-out drawer 18rem wide on small screens; on wide screens it stays in view), the subscription banner, the page. */
export function SignedInLayout({ productName, items, activePath, userEmail, showSubscriptionBanner, onLogout, onOpenSearch, children }: SignedInLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const { t } = useMessages(commonMessages)
  const menu = (onNavigate?: () => void) => <SideMenu items={items} activePath={activePath} userEmail={userEmail} onLogout={onLogout} onNavigate={onNavigate} />
  return (
    <Flex minH="100dvh" bg="bg">
      <SkipLink />
      <Box as="aside" display={{ base: 'none', lg: 'flex' }} flexDirection="column" w="16rem" flexShrink={0} borderEndWidth="1px" bg="bg.panel" p="4" position="sticky" top="0" h="100dvh" gap="6">
        <Text fontWeight="bold" fontSize="xl" color="brand.fg" px="2">
          {productName}
        </Text>
        <SearchButton onClick={onOpenSearch} />
        {menu()}
      </Box>
      <Stack flex="1" minW="0" gap="0">
        <Flex as="header" display={{ base: 'flex', lg: 'none' }} align="center" gap="3" px="4" py="3" borderBottomWidth="1px" bg="bg.panel">
          <Drawer.Root open={drawerOpen} onOpenChange={(event) => setDrawerOpen(event.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton aria-label={t('openMenu')} variant="ghost">
                <MenuIcon />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content w="18rem" maxW="18rem">
                  <Drawer.Header>
                    <Drawer.Title color="brand.fg">{productName}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body pb="4">{menu(() => setDrawerOpen(false))}</Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t('closeMenu')} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Text fontWeight="bold" color="brand.fg">
            {productName}
          </Text>
          <Box ms="auto" minW="0" w="11rem">
            <SearchButton onClick={onOpenSearch} />
          </Box>
        </Flex>
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          <Stack gap="6" maxW="7xl" mx="auto">
            {showSubscriptionBanner && <SubscriptionBanner />}
            {children}
          </Stack>
        </Box>
      </Stack>
    </Flex>
  )
}
