import { Box, type BoxProps } from '@chakra-ui/react'

/**
 * Text a user wrote (a destination, a note, a name), inert and contained: React text only, isolated
 * from the surrounding direction (an RTL override cannot flip the row), cut to one line with the
 * whole of it on hover.
 */
export function UserText({ text, maxW = '14rem', ...rest }: { text: string } & Omit<BoxProps, 'children'>) {
  return (
    <Box as="bdi" display="block" maxW={maxW} truncate title={text} {...rest}>
      {text}
    </Box>
  )
}

/** A long destination for a button's name or a toast: its start and end, e.g. "0x12ab34cd…9f8e7d". */
export function shortText(text: string, head = 10, tail = 6): string {
  return text.length > head + tail + 1 ? `${text.slice(0, head)}…${text.slice(-tail)}` : text
}
