import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** Every dashboard page's title, subtitle and its one primary action, in the same places (DESIGN "Dashboard"). */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} gap="3">
      <Stack gap="1" minW="0">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {actions && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" flexShrink={0}>
          {actions}
        </Stack>
      )}
    </Stack>
  )
}
