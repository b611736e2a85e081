import { Box } from '@chakra-ui/react'
import { localDateTime, relativeTime } from '../../domain/relativeTime'

/** "3 days ago" (SPEC §9 rules) with the full local date and time on hover and for assistive technology. */
export function RelativeTime({ value, now }: { value: string | null | undefined; now?: number }) {
  const full = value ? localDateTime(value) : null
  if (!value || !full) return <>—</>
  return (
    <Box asChild title={full} whiteSpace="nowrap">
      <time dateTime={value}>{relativeTime(value, now)}</time>
    </Box>
  )
}
