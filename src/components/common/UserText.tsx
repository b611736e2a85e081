import { Box, type BoxProps } from '@chakra-ui/react'

/**
 * Text a person wrote (a link's name or description, a client's name, a note, a hostname), inert and isolated:
 * React text only, in a `<bdi>`, whose direction is its own (its first strong letter, `dir="auto"`), so an English
 * description on an Arabic page keeps its full stop at its end (issue 35 §12) and a right-to-left override inside it
 * cannot turn the text around it. Whole and wrapping; `cut` (a width) cuts it to one line with the whole of it on
 * hover, for a table's cell.
 */
export function UserText({ text, cut, ...rest }: { text: string; cut?: BoxProps['maxW'] } & Omit<BoxProps, 'children'>) {
  return cut === undefined ? (
    <Box as="bdi" dir="auto" overflowWrap="anywhere" {...rest}>
      {text}
    </Box>
  ) : (
    <Box as="bdi" dir="auto" display="block" maxW={cut} truncate title={text} {...rest}>
      {text}
    </Box>
  )
}

/** A long destination for a button's name or a toast: its start and end, e.g. "0x12ab34cd…9f8e7d". */
export function shortText(text: string, head = 10, tail = 6): string {
  return text.length > head + tail + 1 ? `${text.slice(0, head)}…${text.slice(-tail)}` : text
}
