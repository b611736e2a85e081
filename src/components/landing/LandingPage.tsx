import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

const FEATURES = [
  { title: 'Payment links', text: 'Share a link, get paid by card or in USDC on Polygon. Links expire by themselves after a month.' },
  { title: 'Website integrations', text: 'Connect your site once our team has reviewed it, and take payments at your own checkout.' },
  { title: 'Wallet and transfers', text: 'See every transaction, its fee and your balance in one place, and move funds when you need them.' },
] as const

export function LandingPage({ productName }: { productName: string }) {
  return (
    <Box>
      <Container maxW="6xl" py={{ base: '12', md: '20' }}>
        <Stack gap="6" maxW="3xl">
          <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
            Cards and USDC on Polygon
          </Badge>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            Get paid by card or stablecoin, with one link.
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {productName} gives merchants payment links, website integrations and a wallet, with a clear fee on every transaction.
          </Text>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild colorPalette="brand" size="lg">
              <Link to="/register">Create an account</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/login">Log in</Link>
            </Button>
          </HStack>
        </Stack>
        <SimpleGrid as="section" aria-label="Features" columns={{ base: 1, md: 3 }} gap="6" mt={{ base: '12', md: '20' }}>
          {FEATURES.map((feature) => (
            <Stack key={feature.title} gap="2" p="6" borderWidth="1px" borderRadius="l3" bg="bg.panel">
              <Heading as="h2" size="md">
                {feature.title}
              </Heading>
              <Text color="fg.muted">{feature.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
