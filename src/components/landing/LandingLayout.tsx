import { Box, Button, Container, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/appLocale'
import { landingMessages } from '../../i18n/messages/landing.en'
import { LanguageSelect } from '../common/LanguageSelect'

export interface FooterLink {
  to: string
  label: string
}

/** The public landing area: header with the language switcher and the way in, the page, and a footer with the pages offered here. */
export function LandingLayout({ productName, footerLinks, children }: { productName: string; footerLinks: FooterLink[]; children: ReactNode }) {
  const { t } = useMessages(landingMessages)
  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <Container as="header" maxW="6xl" py="4">
        {/* The way in wraps under the product's name on a narrow phone rather than push the page sideways. */}
        <Flex align="center" justify="space-between" columnGap="4" rowGap="3" wrap="wrap">
          <Link to="/">
            <Text fontWeight="bold" fontSize="xl" color="brand.fg">
              {productName}
            </Text>
          </Link>
          <HStack gap="2">
            <LanguageSelect />
            <Button asChild variant="ghost">
              <Link to="/login">{t('logIn')}</Link>
            </Button>
            <Button asChild colorPalette="brand">
              <Link to="/register">{t('getStarted')}</Link>
            </Button>
          </HStack>
        </Flex>
      </Container>
      <Box as="main" flex="1">
        {children}
      </Box>
      <Box as="footer" borderTopWidth="1px" py="6">
        <Container maxW="6xl">
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ md: 'center' }}>
            <Text fontSize="sm" color="fg.muted">
              © {productName}
            </Text>
            <Flex as="nav" aria-label={t('footer')} gap="4" wrap="wrap">
              {footerLinks.map((link) => (
                <ChakraLink asChild key={link.to} fontSize="sm" color="fg.muted">
                  <Link to={link.to}>{link.label}</Link>
                </ChakraLink>
              ))}
            </Flex>
          </Stack>
        </Container>
      </Box>
    </Flex>
  )
}
