import { Box, type BoxProps } from '@chakra-ui/react'
import { Fragment } from 'react'
import { readingGroups } from '../../domain/readingGroups'

/**
 * An address, an IBAN or an id shown whole (issue 35 §2): never cut, it wraps wherever it must on a phone
 * (`overflow-wrap: anywhere`), left to right inside any text, in the monospace face, in groups for reading
 * (`readingGroups`). The gap between groups is a margin and a break opportunity, not a character: the text
 * copied, read aloud or searched is the value as it is.
 */
export function Identifier({ value, ...rest }: { value: string } & Omit<BoxProps, 'children'>) {
  const groups = readingGroups(value)
  return (
    <Box as="bdi" dir="ltr" display="block" fontFamily="mono" overflowWrap="anywhere" minW="0" data-identifier="" {...rest}>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <Box as="span" marginInlineEnd={index < groups.length - 1 && !/\s$/.test(group) ? '0.5ch' : undefined}>
            {group}
          </Box>
        </Fragment>
      ))}
    </Box>
  )
}
