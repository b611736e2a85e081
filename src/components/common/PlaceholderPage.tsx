import { Heading, Stack, Text } from '@chakra-ui/react'

/** A titled page whose screen arrives with a later issue; its route and guard already work. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">This screen is being built. Its route and access rules are already in place.</Text>
    </Stack>
  )
}
