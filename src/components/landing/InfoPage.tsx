import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { InfoPageContent } from '../../content/landingPages'
import { useMessages } from '../../i18n/appLocale'
import { landingMessages } from '../../i18n/messages/landing.en'
import { legalMessages } from '../../i18n/messages/legal.en'

/** A plain content page of the landing area (coverage, legal and support pages), in the reader's language. */
export function InfoPage({ title, paragraphs }: InfoPageContent) {
  const { t } = useMessages(landingMessages)
  const copy = useMessages(legalMessages)
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Stack gap="4">
        <Heading as="h1" size="3xl">
          {t(title)}
        </Heading>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} color="fg.muted">
            {copy.t(paragraph)}
          </Text>
        ))}
      </Stack>
    </Container>
  )
}
