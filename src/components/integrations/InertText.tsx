import { Text } from '@chakra-ui/react'

/**
 * A user-supplied string (a hostname, an e-mail) shown as plain text on one line: isolated from
 * the text around it (a right-to-left override cannot flip its neighbours), cut with an ellipsis
 * when long, whole on hover.
 */
export function InertText({ text, maxW = 'xs' }: { text: string; maxW?: string }) {
  return (
    <Text as="span" display="block" maxW={maxW} truncate title={text}>
      <bdi>{text}</bdi>
    </Text>
  )
}
