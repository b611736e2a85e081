import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { InboxIcon } from '../common/icons'

/** DESIGN "Empty states": an icon, the spec's title and hint, and the one action that helps. */
export function EmptyState({ title, hint, icon = <InboxIcon />, action }: { title: string; hint?: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  return (
    <ChakraEmptyState.Root size="md" borderWidth="1px" borderStyle="dashed" rounded="md">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {hint && <ChakraEmptyState.Description>{hint}</ChakraEmptyState.Description>}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  )
}
