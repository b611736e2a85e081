import { Container, Heading, Stack, Text } from '@chakra-ui/react'

/** A plain content page of the landing area (coverage, legal and support pages). */
export function InfoPage({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Stack gap="4">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} color="fg.muted">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Container>
  )
}
