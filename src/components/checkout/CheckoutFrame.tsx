import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { config } from '../../config'

/** The checkout's page: one column, phone first, the product name on top. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <Box as="main" minH="100dvh" bg="bg.subtle" px={{ base: '4', md: '6' }} py={{ base: '4', md: '10' }}>
      <Stack gap={{ base: '3', md: '5' }} maxW="md" mx="auto" width="full">
        <Text fontWeight="semibold" color="brand.fg" fontSize="sm" letterSpacing="wide">
          {config.productName} · Secure checkout
        </Text>
        {children}
      </Stack>
    </Box>
  )
}

/** A card on the checkout page. */
export function CheckoutCard({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <Box as="section" aria-labelledby={labelledBy} bg="bg.panel" borderWidth="1px" borderColor="border" rounded="l3" shadow="sm" p={{ base: '4', md: '6' }}>
      {children}
    </Box>
  )
}

/** A payment screen's card: its title as the page's heading, then its content in one column. */
export function PaymentCard({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <CheckoutCard labelledBy={titleId}>
      <Stack gap="4">
        <Heading as="h1" id={titleId} size="lg">
          {title}
        </Heading>
        {children}
      </Stack>
    </CheckoutCard>
  )
}

/** A labelled amount on a payment screen, in large figures; `selectable` selects it whole on a click. */
export function CheckoutAmount({ label, amount, selectable = false }: { label: string; amount: string; selectable?: boolean }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text data-money fontSize="2xl" fontWeight="bold" userSelect={selectable ? 'all' : undefined}>
        {amount}
      </Text>
    </Box>
  )
}
