import { Box } from '@chakra-ui/react'
import type { ComponentProps } from 'react'
import { CopyableText } from '../common/CopyableText'

/**
 * A copyable address, key or ID inside a sentence or a detail: isolated left to right (`<bdi dir="ltr">`, issue 23 §3),
 * so a right-to-left page cannot reorder it, while its copy button still sits after it in the reader's direction.
 */
export function LtrCopyableText(props: ComponentProps<typeof CopyableText>) {
  return (
    <Box as="bdi" dir="ltr" css={{ '[dir=rtl] & > *': { flexDirection: 'row-reverse' } }}>
      <CopyableText {...props} />
    </Box>
  )
}
