import { Card, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** Before the first integration: what integrating means, and the form. */
export function NewIntegrationCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby="new-integration">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg" id="new-integration">
            Integrate your website
          </Heading>
          <Text>Enter the hostname of the website that will take payments. Our team reviews it, then your API key appears here.</Text>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
