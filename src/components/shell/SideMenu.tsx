import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

export interface SideMenuItem {
  to: string
  label: string
}

const isActive = (to: string, activePath: string) => activePath === to || activePath.startsWith(`${to}/`)

/** The role's menu with the active item highlighted, and Logout. */
export function SideMenu({ items, activePath, userEmail, onLogout, onNavigate }: { items: SideMenuItem[]; activePath: string; userEmail: string; onLogout: () => void; onNavigate?: () => void }) {
  return (
    <Stack as="nav" aria-label="Main menu" gap="1" h="full">
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
                  {item.label}
                </Link>
              </Button>
            </Box>
          )
        })}
      </Stack>
      <Stack gap="2" pt="4" borderTopWidth="1px">
        <Text fontSize="sm" color="fg.muted" truncate title={userEmail}>
          {userEmail}
        </Text>
        <Button variant="outline" onClick={onLogout} w="full">
          Logout
        </Button>
      </Stack>
    </Stack>
  )
}
