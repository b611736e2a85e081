import { Code, HStack } from '@chakra-ui/react'
import { CopyButton } from '../common/CopyButton'
import { shortIntegrationId } from '../../domain/integration'

/** The copy toasts of an integration id. */
export const INTEGRATION_ID_COPY_MESSAGES = { ok: 'Integration ID copied to clipboard!', fail: 'Failed to copy integration ID' }

/** SPEC §2: the id's first 8 characters then an ellipsis, the whole id on hover and in the copy. */
export function IntegrationIdCell({ id }: { id: string }) {
  return (
    <HStack gap="1" whiteSpace="nowrap">
      <Code title={id} variant="surface">
        {shortIntegrationId(id)}
      </Code>
      <CopyButton text={id} label="Copy integration ID" messages={INTEGRATION_ID_COPY_MESSAGES} />
    </HStack>
  )
}
