import { Alert, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LanguageSelect } from '../common/LanguageSelect'

/** The public auth pages' frame: product name beside the language switcher, title, the server's error, the form, links below. */
export function AuthCard({
  productName,
  title,
  subtitle,
  serverError,
  wide,
  footer,
  children,
}: {
  productName: string
  title: string
  subtitle?: string
  serverError?: string | null
  wide?: boolean
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <Box as="main" minH="100dvh" bg="bg.subtle" display="flex" alignItems="center" justifyContent="center" px="4" py="10">
      <Stack gap="6" w="full" maxW={wide ? '3xl' : 'md'} bg="bg.panel" borderWidth="1px" borderRadius="l3" p={{ base: '6', md: '8' }} boxShadow="sm">
        <Stack gap="2">
          <Flex align="center" justify="space-between" gap="4">
            <Link to="/">
              <Text fontWeight="bold" color="brand.fg">
                {productName}
              </Text>
            </Link>
            <LanguageSelect />
          </Flex>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {serverError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            {/* The server's words may be in another language than the page's: isolated, an English sentence keeps its full stop at its end in Arabic. */}
            <Alert.Description>
              <bdi>{serverError}</bdi>
            </Alert.Description>
          </Alert.Root>
        )}
        {children}
        {footer && (
          <Stack gap="2" fontSize="sm" color="fg.muted">
            {footer}
          </Stack>
        )}
      </Stack>
    </Box>
  )
}

/** What a public auth page says once its request succeeded, announced as a status. */
export function AuthSuccess({ message }: { message: string }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Description>
        <bdi>{message}</bdi>
      </Alert.Description>
    </Alert.Root>
  )
}
