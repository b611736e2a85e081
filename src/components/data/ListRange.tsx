import { Text } from '@chakra-ui/react'

/** "Showing 21–40 of 60 transactions": where the page on screen sits in the whole list. Nothing when it is empty. */
export function ListRange({ page, pageSize, shown, total, noun }: { page: number; pageSize: number; shown: number; total: number; noun: string }) {
  if (shown === 0 || total === 0) return null
  const first = (page - 1) * pageSize + 1
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {`Showing ${first}–${first + shown - 1} of ${total} ${noun}`}
    </Text>
  )
}
