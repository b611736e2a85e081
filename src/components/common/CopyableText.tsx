import { Code, HStack } from '@chakra-ui/react'
import { CopyButton } from './CopyButton'
import type { CopyMessages } from './clipboard'

/** A value in code type (shortened when `shown` is given, whole on hover) beside the button that copies all of it. */
export function CopyableText({ text, shown = text, label, messages }: { text: string; shown?: string; label: string; messages: CopyMessages }) {
  return (
    <HStack as="span" gap="1" display="inline-flex" maxW="full">
      <Code title={text} variant="surface" wordBreak="break-all">
        {shown}
      </Code>
      <CopyButton text={text} label={label} messages={messages} />
    </HStack>
  )
}
