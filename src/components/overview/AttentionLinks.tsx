import { Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { AttentionLink } from '../../domain/adminAttention'
import { StatusBadge } from '../data/StatusBadge'

/** The admin screens that act on the overview's figures; those with something waiting are marked in words. */
export function AttentionLinks({ links }: { links: AttentionLink[] }) {
  return (
    <Stack as="section" aria-labelledby="attention-title" gap="3">
      <Heading as="h2" size="md" id="attention-title">
        Needs attention
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, xl: 5 }} gap="3" listStyleType="none" m="0" p="0">
        {links.map((item) => (
          <Card.Root as="li" key={item.id} size="sm" variant="outline" borderColor={item.needsAttention ? 'orange.solid' : undefined}>
            <Card.Body gap="1" alignItems="flex-start">
              <Link asChild fontWeight="semibold" color="brand.fg" minH="6">
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
              <Text textStyle="sm" color="fg.muted">
                {item.summary}
              </Text>
              {item.needsAttention && <StatusBadge label="To review" palette="orange" />}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
