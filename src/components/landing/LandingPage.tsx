import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useMessages } from '../../i18n/appLocale'
import { landingMessages, type LandingKey } from '../../i18n/messages/landing.en'

const FEATURES: readonly { title: LandingKey; text: LandingKey }[] = [
  { title: 'paymentLinksTitle', text: 'paymentLinksText' },
  { title: 'integrationsTitle', text: 'integrationsText' },
  { title: 'walletTitle', text: 'walletText' },
]

export function LandingPage({ productName }: { productName: string }) {
  const { t } = useMessages(landingMessages)
  return (
    <Box>
      <Container maxW="6xl" py={{ base: '12', md: '20' }}>
        <Stack gap="6" maxW="3xl">
          <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
            {t('badge')}
          </Badge>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            {t('headline')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {t('pitch', { product: productName })}
          </Text>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild colorPalette="brand" size="lg">
              <Link to="/register">{t('createAccount')}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/login">{t('logIn')}</Link>
            </Button>
          </HStack>
        </Stack>
        <SimpleGrid as="section" aria-label={t('features')} columns={{ base: 1, md: 3 }} gap="6" mt={{ base: '12', md: '20' }}>
          {FEATURES.map((feature) => (
            <Stack key={feature.title} gap="2" p="6" borderWidth="1px" borderRadius="l3" bg="bg.panel">
              <Heading as="h2" size="md">
                {t(feature.title)}
              </Heading>
              <Text color="fg.muted">{t(feature.text)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
